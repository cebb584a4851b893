import type { Queryable } from './database'
import { RestError } from './restErrors'

export const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

/** The columns of a public table, from the catalogue (whatever the role may see); unknown tables are refused. */
export async function columnsOf(tx: Queryable, table: string): Promise<Set<string>> {
  const { rows } = await tx.query<{ column_name: string | null }>(
    `select a.attname as column_name
       from (select to_regclass('public.' || quote_ident($1)) as relation) t
       left join pg_catalog.pg_attribute a on a.attrelid = t.relation and a.attnum > 0 and not a.attisdropped
      where t.relation is not null`,
    [table],
  )
  if (rows.length === 0) throw new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`)
  return new Set(rows.flatMap((row) => (row.column_name ? [row.column_name] : [])))
}

export function checkedColumn(columns: Set<string>, table: string, name: string): string {
  if (!columns.has(name)) throw new RestError(400, 'PGRST204', `Could not find the '${name}' column of '${table}' in the schema cache`)
  return quote(name)
}

export function selectList(columns: Set<string>, table: string, select: string | null): string {
  if (!select || select === '*') return '*'
  return select
    .split(',')
    .map((name) => checkedColumn(columns, table, name.trim()))
    .join(', ')
}

export function toParameter(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : value
}
