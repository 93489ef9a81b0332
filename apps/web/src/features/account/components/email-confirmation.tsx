// The page a confirmation link opens: one button confirms the new e-mail address. It waits for the press
// rather than confirming on load, so that a mail scanner opening the link changes nothing.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormMessage } from '@/components/form/form-message';
import { buttonClasses } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { useConfirmEmail } from '@/features/account/api/confirm-email';

export function EmailConfirmation({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const confirm = useConfirmEmail();

  if (!token) {
    return (
      <div className="flex flex-col gap-4">
        <FormMessage tone="error">{t('account.confirmEmail.missing')}</FormMessage>
        <Link to="/account/settings" className={buttonClasses('secondary', 'md', 'w-full')}>
          {t('account.confirmEmail.toSettings')}
        </Link>
      </div>
    );
  }
  if (confirm.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <FormMessage tone="success">
          <strong className="block">{t('account.confirmEmail.doneTitle')}</strong>
          {t('account.confirmEmail.done', { email: confirm.data.email })}
        </FormMessage>
        <Link to="/" className={buttonClasses('primary', 'md', 'w-full')}>
          {t('account.confirmEmail.toLobby')}
        </Link>
      </div>
    );
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate({ token });
      }}
    >
      {confirm.isError ? <FormMessage tone="error">{errorText(t, confirm.error)}</FormMessage> : null}
      <button type="submit" disabled={confirm.isPending} className={buttonClasses('primary', 'md', 'w-full')}>
        {t('account.confirmEmail.submit')}
      </button>
    </form>
  );
}
