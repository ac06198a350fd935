/** Texts of the error report that the page shows before the form is opened (no validation code). */
export const errorReportTexts = {
  title: 'Повідомити про помилку',
  success: 'Дякуємо! Ми отримали ваше повідомлення і виправимо помилку найближчим часом.',
} as const;
