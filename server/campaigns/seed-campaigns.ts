import type { Db } from '../db/client';
import { campaigns } from '../db/schema';
import { CAMPAIGN_IDS } from './find-campaign';

type NewCampaign = typeof campaigns.$inferInsert;

/**
 * The campaigns the product relies on. Reference data: inserted once, never overwritten, so
 * staff edits (dates, letters, pages) survive restarts.
 */
export const referenceCampaigns: NewCampaign[] = [
  {
    alias: CAMPAIGN_IDS.registration,
    title: 'Реєстрація на порталі',
    createsAccount: true,
  },
  {
    alias: CAMPAIGN_IDS.demo,
    title: 'Безкоштовний демодоступ',
    createsAccount: true,
    grantKind: 'demo',
    packageCode: 'premium',
    demoDays: 3,
    alreadyPath: '/demo_singup_replay',
    letterSubject: 'Демодоступ відкрито на 3 дні',
    letterText:
      'Демодоступ до пакета «Преміум» уже діє: новини з коментарями експертів, відеозаписи вебінарів, ' +
      'зразки документів і консультації.\n\nЗа день до завершення ми нагадаємо, як продовжити доступ.',
  },
  {
    alias: CAMPAIGN_IDS.changeMyPackage,
    title: 'Заявка на зміну пакета',
    okPath: '/thanks_ok',
    existsPath: '/thanks_ok',
    letterSubject: 'Заявку на зміну пакета прийнято',
    letterText: 'Менеджер зв’яжеться з вами найближчим робочим часом і допоможе підібрати пакет.',
  },
  {
    alias: CAMPAIGN_IDS.subscribeForUpdates,
    title: 'Підписка на оновлення',
    letterSubject: 'Ви підписалися на оновлення',
    letterText: 'Ми надсилатимемо головні зміни для кадровиків і бухгалтерів не частіше ніж раз на тиждень.',
  },
  {
    alias: CAMPAIGN_IDS.freeWebinarsSubscribe,
    title: 'Анонси безкоштовних вебінарів',
    letterSubject: 'Ви підписалися на анонси вебінарів',
    letterText: 'Щойно відкриється реєстрація на новий безкоштовний вебінар, ми напишемо вам.',
  },
  {
    alias: CAMPAIGN_IDS.militaryCertificate,
    title: 'Сертифікат з військового обліку',
    letterSubject: 'Заявку на сертифікат прийнято',
    letterText:
      'Сертифікат про проходження навчання з військового обліку надішлемо на цю адресу після ' +
      'перевірки відвідування.',
  },
];

export async function seedCampaigns(db: Db): Promise<void> {
  await db.insert(campaigns).values(referenceCampaigns).onConflictDoNothing();
}
