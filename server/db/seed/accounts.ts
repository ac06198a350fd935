import { hash } from '@node-rs/argon2';
import type { Db } from '../client';
import { type UserOptions, users } from '../schema';

export const DEMO_PASSWORD = 'fahivets2026';

/** Demo accounts, one per role (guest needs none). Subscriptions for the paid ones come from the subscriptions seed. */
export const demoAccounts: { email: string; name: string; role: string; phone: string; options: UserOptions }[] = [
  {
    email: 'user@fahivets.ua',
    name: 'Оксана Користувач',
    role: 'користувач без передплати',
    phone: '380671110001',
    options: {},
  },
  { email: 'demo@fahivets.ua', name: 'Дмитро Демо', role: 'демопередплатник', phone: '380671110002', options: {} },
  {
    email: 'professional@fahivets.ua',
    name: 'Ірина Професіонал',
    role: 'передплатник «Професіонал»',
    phone: '380671110003',
    options: {},
  },
  {
    email: 'premiumpro@fahivets.ua',
    name: 'Андрій Преміум',
    role: 'передплатник «Преміум PRO»',
    phone: '380671110004',
    options: {},
  },
  {
    email: 'moderator@fahivets.ua',
    name: 'Марія Модератор',
    role: 'модератор коментарів',
    phone: '380671110005',
    options: { comments: true },
  },
  {
    email: 'editor@fahivets.ua',
    name: 'Сергій Редактор',
    role: 'редактор: новини, відео, довідники, документи, вебінари й кампанії',
    phone: '380671110006',
    options: {
      news_editor: true,
      news_author: true,
      records_editor: true,
      handbooks_editor: true,
      documents_editor: true,
      events_editor: true,
    },
  },
  {
    email: 'constructor@fahivets.ua',
    name: 'Олена Конструктор',
    role: 'редактор конструктора',
    phone: '380671110007',
    options: { constructors_editor: true },
  },
  {
    email: 'consultant@fahivets.ua',
    name: 'Наталія Консультант',
    role: 'консультант',
    phone: '380671110008',
    options: { consultant: true },
  },
];

export async function seedAccounts(db: Db): Promise<void> {
  const passwordHash = await hash(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      demoAccounts.map((a) => ({
        email: a.email,
        name: a.name,
        phone: a.phone,
        options: a.options,
        passwordHash,
        confirmed: true,
      })),
    )
    .onConflictDoNothing();
}
