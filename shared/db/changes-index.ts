import { QueryCommand } from '#shared/db/document-commands.ts';
import type { ChangesRequest } from '#shared/http/changes-paging.ts';
import type { CursorPagedList } from '#shared/http/key-paging.ts';
import { openCursor, sealCursor } from '#shared/search/changes-cursor.ts';
import { changesHorizon } from '#shared/search/changes-page.ts';
import { documentClient, tableName } from './client.ts';
import { countQuery } from './query.ts';

/**
 * "Changes since" of a list served by the table (docs/decisions/changes-since.md), the DynamoDB
 * twin of shared/search/changes-page.ts: the list's items carry a gsi2 entry keyed `<pk>` /
 * `<lastModifiedAt>#<uid>`, so a page is one Query of a key range from the cursor's position up
 * to the horizon (CHANGES_SETTLE_MS before now), whatever the depth. The same cursor and the same
 * rule: a change answered once sits behind the cursor until its next write.
 */
export type IndexChangesQuery = {
  /** The list's gsi2 partition (it starts with `T#<tenant>#`). */
  pk: string;
  /** What the cursor is bound to besides the tenant (a list of one warehouse names it). */
  list: string;
  tenantUid: string;
  request: ChangesRequest;
  /** A filter on the items read (a FilterExpression): a page then reads on until it is full. */
  filter?: { expression: string; names: Record<string, string>; values: Record<string, unknown> } | undefined;
};

/** The lastModifiedAt and uid of a gsi2 sort key (an ISO time holds no `#`). */
const positionOf = (sk: string) => ({
  modifiedAt: sk.slice(0, sk.indexOf('#')),
  uid: sk.slice(sk.indexOf('#') + 1),
});

export const indexChangesPage = async (
  q: IndexChangesQuery,
): Promise<CursorPagedList<Record<string, unknown>>> => {
  const { request } = q;
  const at = request.cursor ? await openCursor(request.cursor, q.tenantUid, q.list) : undefined;
  const pageSize = at?.pageSize ?? request.pageSize;
  const pageNumber = at?.pageNumber ?? request.pageNumber;
  const offset = at ? 0 : (pageNumber - 1) * pageSize;
  // The smallest key after the position: the position's own key followed by the lowest character.
  const from = at ? `${at.modifiedAt}#${at.uid}\u0000` : (request.updatedSince ?? '');
  const to = `${changesHorizon()}#\uffff`;
  const range = {
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': q.pk, ':from': from, ':to': to, ...q.filter?.values },
    ...(q.filter ? { FilterExpression: q.filter.expression, ExpressionAttributeNames: q.filter.names } : {}),
  };
  if (from > to)
    return { items: [], paging: { pageNumber, pageSize, totalCount: at?.totalCount ?? 0, nextCursor: null } };
  const rows: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        ...range,
        Limit: offset + pageSize + 1 - rows.length,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    rows.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start && rows.length < offset + pageSize + 1);
  const page = rows.slice(offset, offset + pageSize);
  const totalCount =
    at?.totalCount ?? (offset === 0 && rows.length <= pageSize ? rows.length : await countQuery(range));
  const last = page.at(-1);
  const nextCursor =
    rows.length > offset + pageSize && last
      ? await sealCursor({
          tenantUid: q.tenantUid,
          list: q.list,
          ...positionOf(String(last.gsi2sk)),
          pageNumber: pageNumber + 1,
          pageSize,
          totalCount,
        })
      : null;
  return { items: page, paging: { pageNumber, pageSize, totalCount, nextCursor } };
};
