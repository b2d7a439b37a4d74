import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { messages, type TwoStepSetupResponse, twoStepDisableBody, twoStepEnableBody, twoStepSetupBody } from '@rentease/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { msg, translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import {
  type TwoStepAccount,
  useDisableTwoStep,
  useEnableTwoStep,
  useRenewRecoveryCodes,
  useStartTwoStep,
  useTwoStepStatus,
} from '../api/two-step';

const FAILED = msg('Could not change two-step sign-in. Please try again.');

/** Step 1: the password again, before a QR code is shown. */
function PasswordStep({ as, onStarted }: { as: TwoStepAccount; onStarted: (setup: TwoStepSetupResponse) => void }) {
  const { t } = useTranslation();
  const form = useZodForm(twoStepSetupBody, { defaultValues: { password: '' } });
  const start = useStartTwoStep(as);
  const send = async (body: { password: string }) => {
    try {
      onStarted(await start.mutateAsync(body));
    } catch (error) {
      if (form.showServerErrors(error, ['password'])) return;
      form.setError('root', {
        message: errorMessageOf(error, t(FAILED), translateApiMessage(messages.serverErrorPleaseTryAgain)),
      });
    }
  };
  return (
    <Box component="form" onSubmit={form.submit(send)} aria-label={t('Confirm your password')}>
      <FormError message={form.formState.errors.root?.message} sx={{ mb: 2 }} />
      <FormTextField
        control={form.control}
        name="password"
        label={t('Current Password')}
        type="password"
        autoComplete="current-password"
        required
        sx={{ mb: 2, maxWidth: 360 }}
        fullWidth
      />
      <Box>
        <Button type="submit" variant="contained" disabled={start.isPending}>
          {t('Continue')}
        </Button>
      </Box>
    </Box>
  );
}

/** Step 2: scan (or type the key), then confirm with the app's first code. */
function ScanStep({
  as,
  setup,
  onEnabled,
}: {
  as: TwoStepAccount;
  setup: TwoStepSetupResponse;
  onEnabled: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(twoStepEnableBody, { defaultValues: { code: '' } });
  const enable = useEnableTwoStep(as);
  const send = async (body: { code: string }) => {
    try {
      const answer = await enable.mutateAsync(body);
      notify.success(answer.message, 'two-step');
      onEnabled(answer.recovery_codes);
    } catch (error) {
      if (form.showServerErrors(error, ['code'])) return;
      form.setError('root', {
        message: errorMessageOf(error, t(FAILED), translateApiMessage(messages.serverErrorPleaseTryAgain)),
      });
    }
  };
  return (
    <Box component="form" onSubmit={form.submit(send)} aria-label={t('Confirm your authenticator app')}>
      <Typography sx={{ mb: 2 }}>
        {t(
          'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then enter the 6-digit code it shows.',
        )}
      </Typography>
      <Box
        component="img"
        src={setup.qr_code}
        alt={t('QR code for your authenticator app')}
        sx={{ width: 200, height: 200, display: 'block', mb: 2, bgcolor: 'common.white' }}
      />
      <Typography variant="body2" color="textSecondary">
        {t('Cannot scan? Enter this key instead:')}
      </Typography>
      <Typography
        variant="body1"
        data-testid="two-step-secret"
        sx={{ fontFamily: 'monospace', letterSpacing: 1, mb: 2, wordBreak: 'break-all' }}
      >
        {setup.secret}
      </Typography>
      <FormError message={form.formState.errors.root?.message} sx={{ mb: 2 }} />
      <FormTextField
        control={form.control}
        name="code"
        label={t('Code from the app')}
        autoComplete="one-time-code"
        required
        sx={{ mb: 2, maxWidth: 240 }}
        fullWidth
      />
      <Box>
        <Button type="submit" variant="contained" disabled={enable.isPending}>
          {t('Turn on')}
        </Button>
      </Box>
    </Box>
  );
}

/** Step 3: the recovery codes, shown this once. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t(
          'Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They will not be shown again.',
        )}
      </Alert>
      <Paper variant="outlined" sx={{ p: 2, mb: 2, maxWidth: 360 }}>
        <Box
          component="ul"
          aria-label={t('Recovery codes')}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}
        >
          {codes.map((code) => (
            <Box component="li" key={code} sx={{ fontFamily: 'monospace' }}>
              {code}
            </Box>
          ))}
        </Box>
      </Paper>
      <Button variant="contained" onClick={onDone}>
        {t('I have saved my recovery codes')}
      </Button>
    </Box>
  );
}

/** What the password and a code confirm: turning it off, or a new set of recovery codes. */
type ConfirmAction = 'disable' | 'renew';

const CONFIRM_TEXTS = {
  disable: { name: msg('Turn off two-step sign-in'), submit: msg('Turn off') },
  renew: { name: msg('Get new recovery codes'), submit: msg('Get new codes') },
} as const;

/** The password and a code (from the app or a recovery code), then the action. */
function ConfirmWithCodeForm({
  as,
  action,
  onCancel,
  onRenewed,
}: {
  as: TwoStepAccount;
  action: ConfirmAction;
  onCancel: () => void;
  onRenewed: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(twoStepDisableBody, { defaultValues: { password: '', code: '' } });
  const disable = useDisableTwoStep(as);
  const renew = useRenewRecoveryCodes(as);
  const pending = disable.isPending || renew.isPending;
  const send = async (body: { password: string; code: string }) => {
    try {
      if (action === 'renew') {
        const answer = await renew.mutateAsync(body);
        notify.success(answer.message, 'two-step');
        onRenewed(answer.recovery_codes);
        return;
      }
      const answer = await disable.mutateAsync(body);
      notify.success(answer.message, 'two-step');
      onCancel();
    } catch (error) {
      if (form.showServerErrors(error, ['password', 'code'])) return;
      form.setError('root', {
        message: errorMessageOf(error, t(FAILED), translateApiMessage(messages.serverErrorPleaseTryAgain)),
      });
    }
  };
  const texts = CONFIRM_TEXTS[action];
  return (
    <Box component="form" onSubmit={form.submit(send)} aria-label={t(texts.name)}>
      <FormError message={form.formState.errors.root?.message} sx={{ mb: 2 }} />
      <Stack spacing={2} sx={{ maxWidth: 360, mb: 2 }}>
        <FormTextField
          control={form.control}
          name="password"
          label={t('Current Password')}
          type="password"
          autoComplete="current-password"
          required
        />
        <FormTextField
          control={form.control}
          name="code"
          label={t('Code from the app or a recovery code')}
          autoComplete="one-time-code"
          required
        />
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" color={action === 'disable' ? 'error' : 'primary'} disabled={pending}>
          {t(texts.submit)}
        </Button>
        <Button onClick={onCancel}>{t('Cancel')}</Button>
      </Stack>
    </Box>
  );
}

type Stage =
  | { kind: 'idle' }
  | { kind: 'password' }
  | { kind: 'scan'; setup: TwoStepSetupResponse }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'confirm'; action: ConfirmAction };

/**
 * Two-step sign-in of the signed-in account: off (turn it on: password, QR code, first code,
 * recovery codes) or on (since when, codes left; new recovery codes, or turning it off, with the password and a code).
 */
export function TwoStepSettings({ as }: { as: TwoStepAccount }) {
  const { t } = useTranslation();
  const status = useTwoStepStatus(as);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const idle = () => setStage({ kind: 'idle' });

  if (stage.kind === 'password') return <PasswordStep as={as} onStarted={(setup) => setStage({ kind: 'scan', setup })} />;
  if (stage.kind === 'scan') {
    return <ScanStep as={as} setup={stage.setup} onEnabled={(codes) => setStage({ kind: 'codes', codes })} />;
  }
  if (stage.kind === 'codes') return <RecoveryCodes codes={stage.codes} onDone={idle} />;
  if (stage.kind === 'confirm') {
    return (
      <ConfirmWithCodeForm
        as={as}
        action={stage.action}
        onCancel={idle}
        onRenewed={(codes) => setStage({ kind: 'codes', codes })}
      />
    );
  }

  if (status.isPending) return <Skeleton variant="rounded" height={48} aria-label={t('Loading two-step sign-in')} />;
  if (status.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void status.refetch()}>{t('Retry')}</Button>}>
        {t('Could not load two-step sign-in.')}
      </Alert>
    );
  }
  if (!status.data.enabled) {
    return (
      <Box>
        <Typography sx={{ mb: 2 }}>{t('Two-step sign-in is off.')}</Typography>
        <Button variant="contained" onClick={() => setStage({ kind: 'password' })}>
          {t('Turn on two-step sign-in')}
        </Button>
      </Box>
    );
  }
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>
        {status.data.enabled_at
          ? t('Two-step sign-in is on since {{date}}. {{count}} recovery codes left.', {
              date: formatDateTime(status.data.enabled_at),
              count: status.data.recovery_codes_left,
            })
          : t('Two-step sign-in is on. {{count}} recovery codes left.', { count: status.data.recovery_codes_left })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Button variant="outlined" onClick={() => setStage({ kind: 'confirm', action: 'renew' })}>
          {t('Get new recovery codes')}
        </Button>
        {as === 'admin' ? null : (
          <Button variant="outlined" color="error" onClick={() => setStage({ kind: 'confirm', action: 'disable' })}>
            {t('Turn off two-step sign-in')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
