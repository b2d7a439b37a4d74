import { Box } from '@mui/material';
import { type ContactMessageBody, contactMessageBody, messages } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { PendingButton } from '../../../components/pending-button';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSendContactMessage } from '../api/contact-api';

const FIELDS = ['name', 'email', 'message'] as const;

/** Contact Us form: all fields required, 'Sending...' while sending. */
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
    <Box component="form" onSubmit={form.submit(sendMessage, { onInvalid: sayFailed })} aria-label={t('Contact us')}>
      <FormTextField {...fieldProps} name="name" label={t('Name')} autoComplete="name" sx={{ mb: 2 }} />
      <FormTextField {...fieldProps} name="email" label={t('Email')} type="email" autoComplete="email" sx={{ mb: 2 }} />
      <FormTextField {...fieldProps} name="message" label={t('Message')} multiline minRows={5} sx={{ mb: 3 }} />
      <PendingButton type="submit" variant="contained" size="large" pending={send.isPending} pendingLabel={t('Sending...')}>
        {t('Send Message')}
      </PendingButton>
    </Box>
  );
}
