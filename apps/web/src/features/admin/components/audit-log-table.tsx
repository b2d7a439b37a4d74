import {
  Box,
  Button,
  Card,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AdminAuditEntry } from '@rentease/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { msg } from '../../../lib/i18n';
import { useAuditLog } from '../api/get-audit-log';
import { useTableFilters } from '../hooks/use-table-filters';
import { AdminTableFrame, CardList, compactCells } from './admin-table-frame';
import { DateFilter, SelectFilter, TableSearchBox, withDateRange } from './table-controls';

const FILTER_KEYS = ['actor', 'action', 'from', 'to'] as const;

/** The kinds of entry, by the domain their action starts with (`user.blocked` is an account's). */
const DOMAINS = [
  ['user.', msg('Accounts')],
  ['auth.', msg('Sign-ins')],
  ['session.', msg('Sessions')],
  ['property.', msg('Listings')],
  ['booking.', msg('Bookings')],
  ['deposit.', msg('Deposits')],
  ['review.', msg('Reviews')],
] as const;

/** Where a security event's request came from, as kept with it; nothing for an admin's own action. */
function originOf(entry: AdminAuditEntry): string | undefined {
  const ip = typeof entry.details.ip === 'string' ? entry.details.ip : undefined;
  const agent = typeof entry.details.user_agent === 'string' ? entry.details.user_agent : undefined;
  if (!ip && !agent) return undefined;
  return [ip, agent].filter(Boolean).join(' · ');
}

function Who({ entry }: { entry: AdminAuditEntry }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {entry.actor_name}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        {t(entry.actor_role === 'admin' ? 'Admin' : entry.actor_role === 'landlord' ? 'Landlord' : 'Tenant')} ·{' '}
        {entry.actor_email}
      </Typography>
    </Box>
  );
}

function What({ entry }: { entry: AdminAuditEntry }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Chip label={entry.action} size="small" variant="outlined" sx={{ fontFamily: 'monospace', mb: 0.5 }} />
      {/* The summary is kept as it was written then, in English, like the log itself. */}
      <Typography variant="body2" lang="en" sx={{ overflowWrap: 'anywhere' }}>
        {entry.summary}
      </Typography>
    </Box>
  );
}

function AuditRows({ items }: { items: AdminAuditEntry[] }) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-label={t('Audit log')} size="small" sx={compactCells}>
        <TableHead>
          <TableRow>
            <TableCell>{t('When')}</TableCell>
            <TableCell>{t('Who')}</TableCell>
            <TableCell>{t('What')}</TableCell>
            <TableCell>{t('From where')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((entry) => (
            <TableRow key={entry.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{formatDateTime(entry.created_at)}</TableCell>
              <TableCell sx={{ minWidth: 180, verticalAlign: 'top' }}>
                <Who entry={entry} />
              </TableCell>
              <TableCell sx={{ minWidth: 260, verticalAlign: 'top' }}>
                <What entry={entry} />
              </TableCell>
              <TableCell sx={{ maxWidth: 240, verticalAlign: 'top' }}>
                <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                  {originOf(entry) ?? '—'}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones get one card per entry with the same facts. */
function AuditCards({ items }: { items: AdminAuditEntry[] }) {
  const { t } = useTranslation();
  return (
    <CardList label={t('Audit log')}>
      {items.map((entry) => {
        const origin = originOf(entry);
        return (
          <Card component="li" key={entry.id} variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={1}>
              <Typography variant="caption" color="textSecondary">
                {formatDateTime(entry.created_at)}
              </Typography>
              <What entry={entry} />
              <Who entry={entry} />
              {origin && (
                <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                  {origin}
                </Typography>
              )}
            </Stack>
          </Card>
        );
      })}
    </CardList>
  );
}

/**
 * The admin's Audit log: every admin action and every security event of an account, newest first,
 * filtered by who (name or email), the kind of entry and India days.
 */
export function AuditLogTable({ empty }: { empty: ReactNode }) {
  const { values, filters: chosen, setFilters, hasFilters, clearFilters } = useTableFilters(FILTER_KEYS);
  const { filters, rangeError } = withDateRange(chosen);
  const list = useAuditLog(filters);
  const { t } = useTranslation();
  const domainOptions = DOMAINS.map(([value, label]) => [value, t(label)] as const);
  return (
    <AdminTableFrame
      list={list}
      words={{
        title: t('Audit log'),
        loading: t('Loading the audit log'),
        loadMore: t('Load more entries'),
        count: (count, shown, found) =>
          found ? t('{{shown}} entries found', { count, shown }) : t('{{shown}} entries', { count, shown }),
      }}
      isFiltered={hasFilters}
      loadFailed={t('Could not load the audit log.')}
      filters={
        <>
          <TableSearchBox
            value={values.actor ?? ''}
            onCommit={(actor) => setFilters({ actor })}
            placeholder={t('Search who did it, by name or email...')}
          />
          <SelectFilter
            label={t('Kind')}
            value={values.action ?? ''}
            options={domainOptions}
            onChange={(action) => setFilters({ action })}
          />
          <DateFilter label={t('From')} value={values.from ?? ''} onChange={(from) => setFilters({ from })} />
          <DateFilter label={t('To')} value={values.to ?? ''} onChange={(to) => setFilters({ to })} error={rangeError} />
          {hasFilters && <Button onClick={clearFilters}>{t('Clear filters')}</Button>}
        </>
      }
      empty={empty}
      renderTable={(items) => <AuditRows items={items} />}
      renderCards={(items) => <AuditCards items={items} />}
    />
  );
}
