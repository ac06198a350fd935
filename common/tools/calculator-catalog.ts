/**
 * What the calculator pages show around the pure calculators: a description, search keywords and the form
 * fields (label, kind, choices, default) in the order people fill them. Field names are the input schemas'.
 */
import { SEVERANCE_GROUNDS } from './calculators/severance';

export type CalculatorFieldKind = 'date' | 'month' | 'number' | 'checkbox' | 'select' | 'periods';

export interface CalculatorField {
  name: string;
  label: string;
  kind: CalculatorFieldKind;
  hint?: string;
  options?: { value: string; label: string }[];
  defaultValue?: string;
  isOptional?: boolean;
}

export interface CalculatorInfo {
  description: string;
  keywords: string[];
  fields: CalculatorField[];
}

const TODAY_HINT = 'Дата визначає, за якими нормами рахувати';

const earnings = (label = 'Заробіток за розрахунковий період, грн'): CalculatorField => ({
  name: 'earnings',
  label,
  kind: 'number',
});
const excluded = (name = 'excludedDays', label = 'Виключені дні (лікарняні, відпустки тощо)'): CalculatorField => ({
  name,
  label,
  kind: 'number',
  defaultValue: '0',
  isOptional: true,
});
const hireDate: CalculatorField = {
  name: 'hireDate',
  label: 'Дата прийняття на роботу (якщо працює менше року)',
  kind: 'date',
  isOptional: true,
};

export const CALCULATOR_INFO: Record<string, CalculatorInfo> = {
  'zarplata-na-ruky': {
    description: 'Брутто ↔ нетто: ПДФО, військовий збір, ЄСВ роботодавця, податкова соціальна пільга, доплата до МЗП.',
    keywords: ['зарплата', 'на руки', 'пдфо', 'військовий збір', 'єсв', 'єдиний внесок', 'пільга', 'нетто', 'брутто'],
    fields: [
      { name: 'date', label: 'Місяць нарахування (дата)', kind: 'date', hint: TODAY_HINT },
      {
        name: 'direction',
        label: 'Напрям розрахунку',
        kind: 'select',
        options: [
          { value: 'grossToNet', label: 'Від нарахованої до «на руки»' },
          { value: 'netToGross', label: 'Від суми «на руки» до нарахованої' },
        ],
        defaultValue: 'grossToNet',
      },
      { name: 'amount', label: 'Сума, грн', kind: 'number' },
      {
        name: 'normShare',
        label: 'Частка відпрацьованої норми (1 — повний місяць)',
        kind: 'number',
        defaultValue: '1',
      },
      { name: 'isMainJob', label: 'Основне місце роботи', kind: 'checkbox', defaultValue: 'on' },
      { name: 'applyBenefit', label: 'Застосувати податкову соціальну пільгу', kind: 'checkbox' },
      { name: 'children', label: 'Дітей до 18 років (для пільги)', kind: 'number', defaultValue: '0' },
      { name: 'isDisabled', label: 'Працівник з інвалідністю', kind: 'checkbox' },
    ],
  },
  vidpuskni: {
    description: 'Середня за 12 місяців за Порядком №100, сума відпускних, кінець відпустки і строк виплати.',
    keywords: ['відпускні', 'відпустка', 'середня зарплата', 'порядок 100'],
    fields: [
      { name: 'vacationStart', label: 'Перший день відпустки', kind: 'date', hint: TODAY_HINT },
      { name: 'days', label: 'Календарних днів відпустки', kind: 'number' },
      earnings('Заробіток за 12 місяців перед місяцем відпустки, грн'),
      excluded(),
      hireDate,
    ],
  },
  'kompensatsiia-vidpustky': {
    description: 'Компенсація невикористаних днів при звільненні, з поділом на дні до 31.12.2023 і пізніші.',
    keywords: ['компенсація', 'невикористана відпустка', 'звільнення'],
    fields: [
      { name: 'dismissalDate', label: 'Дата звільнення', kind: 'date', hint: TODAY_HINT },
      { name: 'daysUntilSplit', label: 'Невикористані дні, право на які виникло до 31.12.2023', kind: 'number' },
      { name: 'earningsSplitYear', label: 'Заробіток за 2023 рік, грн', kind: 'number', defaultValue: '0' },
      excluded('excludedDaysSplitYear', 'Виключені дні 2023 року'),
      { name: 'daysAfterSplit', label: 'Невикористані дні, право на які виникло пізніше', kind: 'number' },
      {
        name: 'earningsLast12Months',
        label: 'Заробіток за 12 місяців перед звільненням, грн',
        kind: 'number',
        defaultValue: '0',
      },
      excluded('excludedDaysLast12Months', 'Виключені дні останніх 12 місяців'),
      hireDate,
    ],
  },
  likarniani: {
    description: 'Допомога по тимчасовій непрацездатності: перші 5 днів — роботодавець, далі — ПФУ; стаж і ліміт.',
    keywords: ['лікарняні', 'лікарняний', 'непрацездатність', 'страховий стаж', 'пфу'],
    fields: [
      { name: 'firstDay', label: 'Перший день непрацездатності', kind: 'date', hint: TODAY_HINT },
      { name: 'days', label: 'Календарних днів непрацездатності', kind: 'number' },
      { name: 'insuranceYears', label: 'Страховий стаж, років', kind: 'number' },
      earnings('Заробіток за 12 місяців перед місяцем хвороби, грн'),
      excluded(),
      hireDate,
      { name: 'isPrivileged', label: 'Пільгова категорія (оплата 100 %)', kind: 'checkbox' },
      { name: 'hasShortRecord', label: 'Страховий стаж менше 6 місяців', kind: 'checkbox' },
    ],
  },
  dekretni: {
    description: 'Допомога по вагітності та пологах: 126, 140 або 180 днів, середня і ліміт.',
    keywords: ['декретні', 'вагітність', 'пологи', 'декрет'],
    fields: [
      { name: 'leaveStart', label: 'Перший день відпустки у зв’язку з вагітністю', kind: 'date', hint: TODAY_HINT },
      {
        name: 'kind',
        label: 'Випадок',
        kind: 'select',
        options: [
          { value: 'normal', label: 'Звичайні пологи (126 днів)' },
          { value: 'complicated', label: 'Ускладнені пологи або двоє і більше дітей (140 днів)' },
          { value: 'chaes', label: 'Категорії 1–3 ЧАЕС (180 днів)' },
        ],
        defaultValue: 'normal',
      },
      earnings('Заробіток за 12 місяців перед місяцем відпустки, грн'),
      excluded(),
      hireDate,
      { name: 'hasShortRecord', label: 'Страховий стаж менше 6 місяців', kind: 'checkbox' },
    ],
  },
  indeksatsiia: {
    description: 'Індексація: поріг 103 %, базовий місяць (січень 2026 — новий базовий), індекси споживчих цін.',
    keywords: ['індексація', 'індекс споживчих цін', 'базовий місяць', 'інфляція'],
    fields: [
      { name: 'month', label: 'Місяць, за який нараховують', kind: 'month', hint: 'Формат РРРР-ММ' },
      { name: 'baseMonth', label: 'Базовий місяць (підвищення доходу)', kind: 'month' },
      { name: 'salary', label: 'Оклад, грн', kind: 'number' },
    ],
  },
  'norma-robochoho-chasu': {
    description: 'Норма робочих днів і годин на місяць, квартал або рік для 40-, 36- і 24-годинного тижня.',
    keywords: ['норма робочого часу', 'робочі години', 'виробничий календар', 'робочі дні'],
    fields: [
      { name: 'year', label: 'Рік', kind: 'number', defaultValue: '2026' },
      {
        name: 'period',
        label: 'Період',
        kind: 'select',
        options: [
          { value: 'month', label: 'Місяць' },
          { value: 'quarter', label: 'Квартал' },
          { value: 'year', label: 'Рік' },
        ],
        defaultValue: 'month',
      },
      { name: 'index', label: 'Номер місяця (1–12) або кварталу (1–4)', kind: 'number', defaultValue: '1' },
      {
        name: 'weekHours',
        label: 'Тривалість робочого тижня',
        kind: 'select',
        options: [
          { value: '40', label: '40 годин' },
          { value: '36', label: '36 годин' },
          { value: '24', label: '24 години' },
        ],
        defaultValue: '40',
      },
    ],
  },
  'dni-vidpustky': {
    description: 'Скільки днів щорічної відпустки заробив працівник за робочий рік, з урахуванням воєнного стану.',
    keywords: ['дні відпустки', 'щорічна відпустка', 'робочий рік', '24 дні'],
    fields: [
      { name: 'workingYearStart', label: 'Початок робочого року', kind: 'date' },
      { name: 'countUntil', label: 'Рахувати до дати', kind: 'date', hint: TODAY_HINT },
      excluded('excludedDays', 'Дні, що не дають права на відпустку'),
      { name: 'basicDays', label: 'Основна відпустка на рік, днів (порожньо — 24)', kind: 'number', isOptional: true },
      { name: 'additionalDays', label: 'Додаткова відпустка на рік, днів', kind: 'number', defaultValue: '0' },
      { name: 'usedDays', label: 'Уже використано днів', kind: 'number', defaultValue: '0' },
      { name: 'applyMartialLawCap', label: 'Обмежити основну відпустку 24 днями (воєнний стан)', kind: 'checkbox' },
    ],
  },
  stazh: {
    description: 'Стаж роботи в роках, місяцях і днях за кількома періодами; періоди, що перетинаються, один раз.',
    keywords: ['стаж', 'трудовий стаж', 'періоди роботи'],
    fields: [
      { name: 'periods', label: 'Періоди роботи', kind: 'periods' },
      { name: 'asOf', label: 'Станом на дату', kind: 'date', hint: TODAY_HINT },
    ],
  },
  'vykhidna-dopomoha': {
    description: 'Вихідна допомога за ст. 44 КЗпП: від однієї середньої до двох мінімальних зарплат.',
    keywords: ['вихідна допомога', 'звільнення', 'скорочення', 'стаття 44'],
    fields: [
      { name: 'dismissalDate', label: 'Дата звільнення', kind: 'date', hint: TODAY_HINT },
      {
        name: 'ground',
        label: 'Підстава звільнення',
        kind: 'select',
        options: Object.entries(SEVERANCE_GROUNDS).map(([value, label]) => ({ value, label })),
        defaultValue: 'art40_1',
      },
      { name: 'earnings', label: 'Заробіток за 2 місяці перед звільненням, грн', kind: 'number', defaultValue: '0' },
      { name: 'workedDays', label: 'Відпрацьовано робочих днів за 2 місяці', kind: 'number', defaultValue: '0' },
      { name: 'scheduledDays', label: 'Робочих днів за графіком (порожньо — за календарем)', kind: 'number' },
      { name: 'agreedMultiple', label: 'Кратність за колективним договором (ст. 38, 39)', kind: 'number' },
    ],
  },
  'oplata-u-vykhidni': {
    description: 'Оплата роботи у вихідний або святковий день за ст. 72, 107 КЗпП: подвійна або з днем відпочинку.',
    keywords: ['вихідні', 'святкові', 'подвійна оплата', 'стаття 107'],
    fields: [
      { name: 'date', label: 'Дата роботи', kind: 'date', hint: TODAY_HINT },
      { name: 'hours', label: 'Відпрацьовано годин', kind: 'number' },
      {
        name: 'payType',
        label: 'Система оплати',
        kind: 'select',
        options: [
          { value: 'salary', label: 'Оклад' },
          { value: 'hourly', label: 'Погодинна ставка' },
        ],
        defaultValue: 'salary',
      },
      { name: 'rate', label: 'Оклад або годинна ставка, грн', kind: 'number' },
      {
        name: 'compensation',
        label: 'Компенсація',
        kind: 'select',
        options: [
          { value: 'double', label: 'Подвійна оплата' },
          { value: 'dayOff', label: 'Одинарна оплата і день відпочинку' },
        ],
        defaultValue: 'double',
      },
      { name: 'isWithinNorm', label: 'У межах місячної норми годин', kind: 'checkbox' },
    ],
  },
};
