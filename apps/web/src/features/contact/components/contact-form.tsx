import { Box, Button, TextField } from '@mui/material';
import { messages } from '@rentease/contract';
import { type FormEvent, useRef, useState } from 'react';
import { type FieldErrors, serverFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useSendContactMessage } from '../api/contact-api';

const EMPTY = { name: '', email: '', message: '' };
const FIELDS = Object.keys(EMPTY) as (keyof typeof EMPTY)[];

/** Contact Us form (spec §2, §4, §8): all fields required, 'Sending...' while sending. */
export function ContactForm() {
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof typeof EMPTY>>({});
  const send = useSendContactMessage();
  // A ref, not state: a second click in the same frame must see the first one at once.
  const sending = useRef(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    send.mutate(fields, {
      onSuccess: () => {
        // Each kind of toast replaces the previous one of its kind (spec §8).
        notify.success(messages.contactSent, 'contact-success');
        setFields(EMPTY);
        setErrors({});
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error, FIELDS));
        notify.error(messages.contactFailed, 'contact-error');
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const bind = (name: keyof typeof EMPTY) => ({
    name,
    value: fields[name],
    required: true,
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setFields((f) => ({ ...f, [name]: e.target.value })),
  });

  return (
    <Box component="form" onSubmit={submit} aria-label="Contact us">
      <TextField label="Name" autoComplete="name" sx={{ mb: 2 }} {...bind('name')} />
      <TextField label="Email" type="email" autoComplete="email" sx={{ mb: 2 }} {...bind('email')} />
      <TextField label="Message" multiline minRows={5} sx={{ mb: 3 }} {...bind('message')} />
      <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </Box>
  );
}
