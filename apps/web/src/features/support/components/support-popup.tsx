// The support form popup (spec 000, sections 4 and 5): topic, subject and message (and for a guest the
// e-mail address to answer), then the success screen. An empty field gets the spec's "fill in all
// fields" alert; a second ticket too soon the "wait for new ticket" notice; a blocked sender an error.
import { supportTopics, type SupportTopic } from '@reelvault/contract/constants/support-topics';
import { supportMessageMax, supportSubjectMax } from '@reelvault/contract/calls/support';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/form/field';
import { controlClasses } from '@/components/form/field-classes';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Dialog } from '@/components/popups/dialog';
import type { PopupComponentProps } from '@/components/popups/popup-host';
import { buttonClasses } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { errorText } from '@/lib/error-text';
import { usePopups } from '@/lib/popup-store';
import { useSendSupportTicket } from '@/features/support/api/send-support-ticket';
import { takeSupportDraft } from '@/features/support/support-draft';

export function SupportPopup({ close }: PopupComponentProps) {
  const { t } = useTranslation();
  const popups = usePopups();
  const session = useSession();
  const send = useSendSupportTicket();
  const [draft] = useState(takeSupportDraft);
  const [topic, setTopic] = useState<SupportTopic | ''>(draft.topic ?? '');
  const [subject, setSubject] = useState(draft.subject ?? '');
  const [message, setMessage] = useState(draft.message ?? '');
  const [email, setEmail] = useState('');
  const guest = session.status === 'guest';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!topic || !subject.trim() || !message.trim() || (guest && !email.trim())) {
      popups.alert({ tone: 'error', title: t('support.errorTitle'), text: t('support.fillAll') });
      return;
    }
    try {
      await send.mutateAsync({ topic, subject, message, ...(guest ? { email } : {}) });
    } catch (failed) {
      if (isApiError(failed) && failed.status === 429) {
        popups.alert({ tone: 'info', title: t('support.waitTitle'), text: t('support.wait') });
      } else if (isApiError(failed) && failed.status === 403) {
        popups.alert({ tone: 'error', title: t('support.errorTitle') });
      } else if (isApiError(failed) && failed.code === 'SUPPORT_FIELDS_REQUIRED') {
        popups.alert({ tone: 'error', title: t('support.errorTitle'), text: t('support.fillAll') });
      } else {
        popups.alert({ tone: 'error', title: t('support.errorTitle'), text: errorText(t, failed) });
      }
    }
  };

  if (send.isSuccess) {
    return (
      <Dialog title={t('support.successTitle')} onClose={close}>
        <p role="status">{t('support.success')}</p>
        <button type="button" onClick={close} className={buttonClasses('primary', 'md', 'self-start')}>
          {t('support.close')}
        </button>
      </Dialog>
    );
  }

  return (
    <Dialog title={t('support.title')} onClose={close} width="wide">
      <p className="text-sm text-muted">{t('support.intro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {guest ? (
          <TextField
            label={t('support.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        ) : null}
        <SelectField
          label={t('support.topic')}
          value={topic}
          onChange={(event) => setTopic(event.target.value as SupportTopic | '')}
        >
          <option value="">{t('support.chooseTopic')}</option>
          {supportTopics.map((entry) => (
            <option key={entry.key} value={entry.key}>
              {t(`support.topics.${entry.key}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('support.subject')}
          value={subject}
          maxLength={supportSubjectMax}
          onChange={(event) => setSubject(event.target.value)}
        />
        <Field label={t('support.message')}>
          {(control) => (
            <textarea
              {...control}
              value={message}
              maxLength={supportMessageMax}
              rows={6}
              onChange={(event) => setMessage(event.target.value)}
              className={`${controlClasses} h-auto py-3`}
            />
          )}
        </Field>
        <button
          type="submit"
          disabled={send.isPending}
          className={buttonClasses('primary', 'md', 'self-start')}
        >
          {send.isPending ? t('support.sending') : t('support.send')}
        </button>
      </form>
    </Dialog>
  );
}
