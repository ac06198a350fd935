import { and, count, eq, inArray } from 'drizzle-orm';
import type { CommentStatus } from '../../common/comments';
import type { Db } from '../db/client';
import { comments, newsPosts, threads, users } from '../db/schema';
import { newsKind } from '../news/news-kind';
import { sanitizeComment } from './comment-html';
import { refreshThreadCounters } from './thread-counters';

interface DemoComment {
  /** A demo account's e-mail, or a reader's name without an account here. */
  by: string;
  /** Hours after the post was published. */
  after: number;
  text: string;
  status?: CommentStatus;
  statusText?: string;
  hit?: boolean;
  replies?: DemoComment[];
}

const moderator = 'moderator@fahivets.ua';
const consultant = 'consultant@fahivets.ua';

/** Conversations under demo news posts, by the post's title. */
const demo: { title: string; comments: DemoComment[] }[] = [
  {
    title: 'Мінімальна зарплата у 2026 році — 8 647 грн: що перерахувати бухгалтеру з 1 січня',
    comments: [
      {
        by: 'user@fahivets.ua',
        after: 3,
        text:
          'У нас прибиральниця працює на пів ставки з окладом 4 000 грн. Доплату до мінімалки рахуємо від ' +
          'половини 8 647 грн, тобто до 4 323,50 грн?',
        status: 'answered',
        replies: [
          {
            by: consultant,
            after: 6,
            text:
              'Так, за неповного робочого часу мінімальну зарплату порівнюють пропорційно відпрацьованому часу. ' +
              'За повністю відпрацьований місяць на пів ставки доплата становитиме 323,50 грн. ' +
              'Мінімальний ЄСВ при цьому все одно нараховують з повної мінімалки, якщо це основне місце роботи.',
          },
          {
            by: 'user@fahivets.ua',
            after: 7,
            text: 'Дякую, саме про ЄСВ і забула. Доплатимо до 1 902,34 грн внеску.',
          },
        ],
      },
      {
        by: 'Людмила Гребенюк',
        after: 20,
        text:
          'Погодинна мінімалка 52 грн — це для тих, у кого погодинна оплата праці? У нас сумісники на ' +
          'окладі, їм теж треба перевіряти?',
        status: 'inprogress',
      },
      {
        by: 'professional@fahivets.ua',
        after: 30,
        text: 'Зручно, що зведена таблиця сум у кінці статті. Роздрукувала для нашого відділу.',
        hit: true,
      },
    ],
  },
  {
    title: 'Лікарняні у 2026 році: відсотки за стажем і граничні 5 681,34 грн на день',
    comments: [
      {
        by: 'premiumpro@fahivets.ua',
        after: 2,
        text:
          'Працівниця має страховий стаж 4 роки і 10 місяців. Оплачуємо 60 %, а з якого дня переходимо на ' +
          '70 % — коли стаж досягне п’яти років посеред хвороби?',
        status: 'answered',
        replies: [
          {
            by: consultant,
            after: 5,
            text:
              'Відсоток визначають за стажем на день настання непрацездатності. Якщо п’ять років виповниться ' +
              'під час цього лікарняного, увесь листок оплачують у 60 %, а 70 % застосують з наступного.',
          },
        ],
      },
      {
        by: 'Василь Ткачук',
        after: 9,
        text:
          'Перші п’ять днів платимо ми, решту — Пенсійний фонд. А якщо листок відкрили у п’ятницю, вихідні ' +
          'теж входять у ці п’ять днів?',
        status: 'clarify',
        statusText: 'Уточніть, будь ласка, чи працює співробітник за графіком змінності.',
      },
      {
        by: 'Тетяна Мельник',
        after: 26,
        text: 'Нарешті зрозуміла, звідки взялися граничні 5 681,34 грн. Дякую за розрахунок із прикладом!',
      },
    ],
  },
  {
    title: 'Відпускні під час воєнного стану: розрахунок без виключення святкових днів',
    comments: [
      {
        by: 'Олег Савчук',
        after: 4,
        text:
          'Працівник іде у відпустку з 1 по 24 травня. Через те що святкових днів зараз немає, відпустка не ' +
          'подовжується, я правильно розумію?',
        status: 'answered',
        replies: [
          {
            by: moderator,
            after: 8,
            text:
              'Правильно: поки діє воєнний стан, святкові дні не виключають ні з розрахункового періоду, ні з ' +
              'тривалості відпустки. 24 календарні дні закінчуються 24 травня.',
          },
          {
            by: 'Олег Савчук',
            after: 10,
            text: 'Зрозумів, наказ залишаю без змін.',
          },
        ],
      },
      {
        by: 'demo@fahivets.ua',
        after: 15,
        text:
          'А якщо у розрахунковому періоді був лікарняний на десять днів, ці дні і лікарняні виплати ' +
          'виключаємо з розрахунку?',
        status: 'inprogress',
      },
    ],
  },
  {
    title: 'Військовий облік на підприємстві: що має знати бухгалтер',
    comments: [
      {
        by: 'Наталія Бондар',
        after: 5,
        text:
          'Ми приймаємо людей щотижня, і сім днів на повідомлення ТЦК часто проґавлюємо. Чи можна надсилати ' +
          'одне повідомлення на кількох працівників?',
        status: 'answered',
        replies: [
          {
            by: consultant,
            after: 11,
            text:
              'Строк рахують окремо від дати кожного наказу, тож один лист на кількох працівників підійде, ' +
              'якщо надіслати його не пізніше сьомого дня після найранішого з наказів.',
          },
        ],
      },
      {
        by: 'user@fahivets.ua',
        after: 40,
        text: 'Дуже на часі, у нас якраз звіряння списків із ТЦК наступного місяця.',
      },
    ],
  },
  {
    title: 'Податкова соціальна пільга у 2026 році: 1 664 грн і граничний дохід 4 660 грн',
    comments: [
      {
        by: 'Ірина Коваленко',
        after: 6,
        text:
          'У працівника двоє дітей до 18 років, зарплата 9 000 грн. Граничний дохід для нього 9 320 грн, ' +
          'тож пільгу 3 328 грн застосовуємо?',
        status: 'answered',
        replies: [
          {
            by: moderator,
            after: 9,
            text:
              'Так, за двох дітей граничний дохід множать на кількість дітей, а сума пільги становить ' +
              '1 664 грн на кожну дитину. Не забудьте заяву працівника і копії свідоцтв про народження.',
          },
        ],
      },
      {
        by: 'professional@fahivets.ua',
        after: 18,
        text:
          'Чи зберігається пільга в місяці, коли працівник отримав відпускні і загальний дохід перевищив ' +
          'граничний?',
        status: 'inprogress',
      },
    ],
  },
];

/**
 * Demo conversations under a few demo news posts: readers' questions, answers of the consultant
 * and the moderator (the questions marked answered), some in work, one to clarify. Written once per
 * thread: a thread that already has comments is left as it is.
 */
export async function seedDemoComments(db: Db): Promise<void> {
  const posts = await db
    .select({ id: newsPosts.id, title: newsPosts.title, publishedAt: newsPosts.publishedAt })
    .from(newsPosts)
    .where(
      inArray(
        newsPosts.title,
        demo.map((d) => d.title),
      ),
    );
  const emails = [...new Set(demo.flatMap((d) => authorsOf(d.comments)).filter((a) => a.includes('@')))];
  const people = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.email, emails));
  const byEmail = new Map(people.map((p) => [p.email, p]));
  const registry = { engagementKinds: new Map([[newsKind.kind, newsKind]]) };
  for (const d of demo) {
    const post = posts.find((p) => p.title === d.title);
    if (!post) continue;
    const [thread] = await db
      .select()
      .from(threads)
      .where(and(eq(threads.kind, 'news'), eq(threads.itemId, post.id)));
    if (!thread) continue;
    const [{ n }] = await db.select({ n: count() }).from(comments).where(eq(comments.threadId, thread.id));
    if (n > 0) continue;
    const base = (post.publishedAt ?? new Date()).getTime();
    await db.transaction(async (tx) => {
      const write = async (c: DemoComment, parent: { id: number; rootId: number | null } | null) => {
        const person = byEmail.get(c.by);
        const at = new Date(base + c.after * 3_600_000);
        const [row] = await tx
          .insert(comments)
          .values({
            threadId: thread.id,
            parentId: parent?.id ?? null,
            rootId: parent ? (parent.rootId ?? parent.id) : null,
            userId: person?.id ?? null,
            name: person?.name ?? c.by,
            email: person?.email ?? '',
            text: sanitizeComment(c.text),
            status: c.status ?? null,
            statusText: c.statusText ?? null,
            isHit: c.hit ?? false,
            themes: thread.themes,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: comments.id, rootId: comments.rootId });
        for (const r of c.replies ?? []) await write(r, row);
      };
      for (const c of d.comments) await write(c, null);
      await refreshThreadCounters(tx, thread, registry);
    });
  }
}

function authorsOf(list: DemoComment[]): string[] {
  return list.flatMap((c) => [c.by, ...authorsOf(c.replies ?? [])]);
}

/** Every sentence of the demo comments, for the check that none repeats. */
export function demoCommentTexts(): string[] {
  const all = (list: DemoComment[]): string[] => list.flatMap((c) => [c.text, ...all(c.replies ?? [])]);
  return demo.flatMap((d) => all(d.comments));
}
