import './contact-form.css';
import { type ContactMessageBody, contactMessageBody, messages } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { PlainFormTextArea, PlainFormTextField, PlainSubmitButton } from '../../../components/plain-form';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSendContactMessage } from '../api/contact-api';

const FIELDS = ['name', 'email', 'message'] as const;

/** Contact Us form: all fields required, 'Sending...' while sending. Drawn without MUI. */
export function ContactForm() {
  const { t } = useTranslation();
  const form = useZodForm(contactMessageBody, { defaultValues: { name: '', email: '', message: '' } });
  const send = useSendContactMessage();
  // Each kind of toast replaces the previous one of its kind.
  const sayFailed = () => notify.error(messages.contactFailed, 'contact-error');

  const sendMessage = async (body: ContactMessageBody) => {
    try {
      await send.mutateAsync(body);
      notify.success(messages.contactSent, 'contact-success');
      form.reset();
    } catch (error) {
      form.showServerErrors(error, FIELDS);
      sayFailed();
    }
  };

  const fieldProps = { control: form.control, required: true } as const;
  return (
    // The browser's own checks (required, an email-typed address) come first; then the server's rules.
    <form onSubmit={form.submit(sendMessage, { onInvalid: sayFailed })} aria-label={t('Contact us')}>
      <PlainFormTextField {...fieldProps} name="name" label={t('Name')} autoComplete="name" className="contact-form-field" />
      <PlainFormTextField
        {...fieldProps}
        name="email"
        label={t('Email')}
        type="email"
        autoComplete="email"
        className="contact-form-field"
      />
      <PlainFormTextArea {...fieldProps} name="message" label={t('Message')} minRows={5} className="contact-form-message" />
      <PlainSubmitButton pending={send.isPending} pendingLabel={t('Sending...')} fullWidth={false}>
        {t('Send Message')}
      </PlainSubmitButton>
    </form>
  );
}
