/**
 * One error catalogue: stable snake_case id → HTTP status and the Ukrainian text shown to people.
 * Texts quoted by the spec are verbatim (including its spelling).
 */
export const errorCatalogue = {
  unauthenticated: { status: 401, message: 'Unauthenticated.' },
  invalid_credentials: { status: 401, message: 'Невірний логін або пароль' },
  forbidden: { status: 403, message: 'Недостатньо прав для цієї дії' },
  no_subscription_access: { status: 403, message: 'Доступ відкривається з передплатою' },
  not_found: { status: 404, message: 'Не знайдено' },
  bad_request: { status: 400, message: 'Некоректний запит' },
  invalid_id: { status: 400, message: 'Некоректний ідентифікатор' },
  origin_mismatch: { status: 403, message: 'Запит з іншого сайту відхилено' },
  payload_too_large: { status: 413, message: 'Завеликий запит' },
  unsupported_media_type: { status: 415, message: 'Непідтримуваний формат запиту' },
  method_not_allowed: { status: 405, message: 'Цей метод запиту тут не підтримується' },
  validation_failed: { status: 422, message: 'Перевірте правильність заповнення полів' },
  too_many_login_attempts: { status: 429, message: 'Забагато спроб авторизації, спробуйте через декілька хвилин' },
  too_many_registrations: { status: 429, message: 'Забагато спроб, спробуйте через декілька хв.' },
  too_many_campaign_attempts: { status: 429, message: 'Забагато спроб, спробуйте пізніше...' },
  too_many_requests: { status: 429, message: 'Забагато спроб, спробуйте пізніше...' },
  campaign_not_specified: { status: 422, message: 'Не вказано id кампанії' },
  email_taken: { status: 422, message: 'E-mail вже зареєстровано' },
  conflict: { status: 409, message: 'Дію вже виконано' },
  service_unavailable: { status: 503, message: 'Сервіс тимчасово недоступний' },
  payment_signature_invalid: { status: 400, message: 'Некоректний підпис платежу' },
  payment_data_invalid: { status: 400, message: 'Некоректні дані платежу' },
  plan_not_found: { status: 404, message: 'Такого пакета або тарифу немає' },
  order_not_found: { status: 404, message: 'Замовлення не знайдено' },
  order_not_pending: { status: 409, message: 'Це замовлення вже не очікує оплати' },
  unsubscribe_failed: { status: 502, message: 'Не вдалося скасувати автоподовження, спробуйте пізніше' },
  internal: { status: 500, message: 'Сталася якась помилка...' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorId = keyof typeof errorCatalogue;

/** Body of every non-422 error answer: `{ message, error }` (401 is `{ message }` only, as the original API). */
export interface ErrorBody {
  message: string;
  error?: ErrorId;
  errors?: Record<string, string[]>;
}

/**
 * The one conversion of zod issues to field messages (server 422s and page forms alike): field
 * path (dot-joined, `_` for the whole value) → its messages in order.
 */
export function zodFieldMessages(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}
