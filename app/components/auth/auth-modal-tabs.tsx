import { Tabs } from '../ui/tabs';
import { LoginForm, SignupForm } from './auth-forms';
import type { AuthView } from './auth-provider';

/**
 * The login/signup tabs of the auth modal. Loaded only when the modal opens: the forms bring the
 * validation schemas, the phone mask and the tabs, which no page needs before that.
 */
export default function AuthModalTabs({
  view,
  onViewChange,
  next,
  onSuccess,
}: {
  view: AuthView;
  onViewChange: (view: AuthView) => void;
  next: string;
  onSuccess: () => void;
}) {
  return (
    <Tabs
      value={view}
      onValueChange={(v) => onViewChange(v as AuthView)}
      tabs={[
        { value: 'login', label: 'Вхід', content: <LoginForm mode="modal" next={next} onSuccess={onSuccess} /> },
        {
          value: 'signup',
          label: 'Реєстрація',
          content: <SignupForm mode="modal" next={next} onSuccess={onSuccess} />,
        },
      ]}
    />
  );
}
