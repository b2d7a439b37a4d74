/**
 * The vocabulary of the permission matrix (plugins/permission-matrix.test.ts): who calls, what
 * each row expects of them, and the printed grid. Kept apart from the rows so the rows read as a
 * table.
 */

/** Everyone who may knock on a route: people, and the tokens that must count as nobody. */
export const ACTORS = [
  'visitor',
  'tenantA',
  'tenantB',
  'landlordA',
  'landlordB',
  'blocked',
  'admin',
  'expired',
  'tampered',
  'deleted',
] as const;
export type Actor = (typeof ACTORS)[number];

/** Column headings of the printed grid. */
const SHORT: Record<Actor, string> = {
  visitor: 'visit',
  tenantA: 'tenA',
  tenantB: 'tenB',
  landlordA: 'lldA',
  landlordB: 'lldB',
  blocked: 'blckd',
  admin: 'admin',
  expired: 'exprd',
  tampered: 'tampr',
  deleted: 'delet',
};

/**
 * A row's expected statuses. Single actors first; then groups as shorthands the row spells out:
 * `anonymous` (no token, or one that must count as none: expired, tampered, a deleted account's),
 * `signedIn` (the five valid accounts) and `everyone`.
 */
export type Expectation = Partial<Record<Actor, number>> & { anonymous?: number; signedIn?: number; everyone?: number };

const ANONYMOUS: readonly Actor[] = ['visitor', 'expired', 'tampered', 'deleted'];
const SIGNED_IN: readonly Actor[] = ['tenantA', 'tenantB', 'landlordA', 'landlordB', 'admin'];

/** A route any caller may use: every actor gets `status` (a bad token is ignored, the blocked user is a visitor). */
export const publicRoute = (status: number, overrides: Expectation = {}): Expectation => ({ everyone: status, ...overrides });

/**
 * A route for signed-in accounts: nobody (or a refused token) gets 401, the blocked tenant 403;
 * the row names who else gets what.
 */
export const privateRoute = (spec: Expectation): Expectation => ({ anonymous: 401, blocked: 403, ...spec });

/** The status a row expects of one actor; a row that leaves an actor out is a mistake in the table. */
export function expectedStatus(spec: Expectation, actor: Actor): number {
  const status =
    spec[actor] ??
    (ANONYMOUS.includes(actor) ? spec.anonymous : undefined) ??
    (SIGNED_IN.includes(actor) ? spec.signedIn : undefined) ??
    spec.everyone;
  if (status === undefined) throw new Error(`the row does not say what ${actor} gets`);
  return status;
}

/** Whether a registered route pattern (`/api/x/:id`, `/api/docs/static/*`) matches a concrete path. */
export function patternMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split('/')
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`).test(path);
}

export type CellResult = { route: string; actor: Actor; expected: number; got: number };

/** The matrix as a grid: a route per line, an actor per column; a mismatch reads `got≠expected`. */
export function formatGrid(routes: string[], results: CellResult[]): string {
  const byRoute = new Map<string, Map<Actor, CellResult>>();
  for (const result of results) {
    const row = byRoute.get(result.route) ?? new Map<Actor, CellResult>();
    row.set(result.actor, result);
    byRoute.set(result.route, row);
  }
  const width = Math.max(...routes.map((route) => route.length), 5);
  const cellWidth = 8;
  const header = ['route'.padEnd(width), ...ACTORS.map((actor) => SHORT[actor].padStart(cellWidth))].join(' ');
  const lines = routes.map((route) => {
    const row = byRoute.get(route);
    const cells = ACTORS.map((actor) => {
      const cell = row?.get(actor);
      if (!cell) return '-'.padStart(cellWidth);
      const text = cell.got === cell.expected ? String(cell.got) : `${cell.got}≠${cell.expected}`;
      return text.padStart(cellWidth);
    });
    return [route.padEnd(width), ...cells].join(' ');
  });
  const mismatches = results.filter((r) => r.got !== r.expected).length;
  const summary = `${routes.length} routes × ${ACTORS.length} actors = ${routes.length * ACTORS.length} cells, ${results.length} run, ${mismatches} mismatched`;
  return [header, '-'.repeat(header.length), ...lines, '', summary].join('\n');
}
