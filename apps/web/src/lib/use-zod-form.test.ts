import { accountMessages, messages, registerBody, updateProfileBody } from '@rentease/contract';
import { describe, expect, it } from 'vitest';
import { type FormSchema, formResolver } from './use-zod-form';

/** What a form says after a submit: its fields' messages, or the body it sends. */
async function checkForm(schema: FormSchema, values: Record<string, unknown>) {
  const result = await formResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const said = Object.entries(result.errors).map(([field, error]) => [field, error?.message]);
  return { messages: Object.fromEntries(said), body: result.values };
}

describe("a form's check", () => {
  it('gives each field the first rule it breaks, by the contract schema', async () => {
    const checked = await checkForm(registerBody, {
      firstName: ' ',
      lastName: 'Iyer',
      email: 'nope',
      password: '1',
      phone: '',
      role: 'tenant',
    });
    expect(checked.messages).toEqual({
      firstName: messages.firstNameRequired,
      email: messages.emailInvalid,
      password: messages.passwordTooShort,
      phone: messages.phoneTooShort,
    });
  });

  it('hands over the parsed body once every rule holds', async () => {
    const values = { email: 'Tara@Example.com ', firstName: ' Tara ', lastName: 'Iyer', phone: '', role: 'tenant' };
    expect(await checkForm(updateProfileBody, values)).toEqual({
      messages: {},
      body: { email: 'tara@example.com', firstName: 'Tara', lastName: 'Iyer', phone: '', role: 'tenant' },
    });
    expect((await checkForm(updateProfileBody, { ...values, phone: '12' })).messages).toEqual({
      phone: accountMessages.phoneInvalid,
    });
  });
});
