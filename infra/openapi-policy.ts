import { OFFSET_MAX } from '#shared/http/key-paging.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '#shared/http/paging.ts';

/**
 * The reference page's sections on lists and status codes: the policy of docs/conventions.md
 * ("Lists", "Status codes"), which test/unit/kernel/route-policy.test.ts checks on every route.
 */
export const listsAndStatusMarkdown = (): string =>
  [
    '# Lists',
    `Every list answers \`{ items, paging: { pageNumber, pageSize, totalCount } }\` (spec 2.1). Paging and sort are query parameters: \`pageNumber\` from 1, \`pageSize\` 1 to ${PAGE_SIZE_MAX} (default ${PAGE_SIZE_DEFAULT}), \`sortBy\` and \`sortDirection\` where the list can be sorted; a search body carries only filters. Lists in key order (prices, stock levels and movements, purchase orders, shipments, till sessions, the loyalty ledger) also answer \`paging.nextCursor\`: pass it as \`cursor\` for the next page, which costs what the first page costs and is stable under writes; by \`pageNumber\` such a list pages ${OFFSET_MAX.toLocaleString('en')} items deep. Their \`totalCount\` is counted with the first page and carried by the cursor. The receipt and order searches, the customer and product lists and searches, a warehouse's stock levels and the purchase orders also take \`updatedSince\` and \`cursor\` (changes since, in (lastModifiedAt, uid) order) and then answer \`paging.nextCursor\`. A bounded sub-collection (a contact's customers, a product's media, an order's deliveries) answers \`{ items }\`.`,
    '# Status codes',
    [
      'Where the specification fixes a code, the operation answers it (spec section 4: creating a receipt, a customer-scoped contact, an accounting entry or mapping, a transport or webhook, or sending a notification answer 200). Elsewhere:',
      '',
      '| Situation | Status |',
      '|---|---|',
      '| Created | 201 with the resource and `Location`, its path (or, for what has no path of its own, the list or resource that shows it) |',
      '| Read, updated, or an action done | 200; an update takes `If-Match` and answers `ETag` |',
      '| Deleted | 204, no body |',
      '| The request is malformed on its own: a schema, format, range or a rule between its own fields | 400 naming each field |',
      '| An id in the path does not exist in the tenant | 404 naming `params.<name>` |',
      '| A reference in the body does not exist (a customer, a product, a line of the order) | 404 naming the body field |',
      '| A refused state change, a conflict with the current state, a taken uid or number | 409 |',
      '| `If-Match` names another version | 412 |',
      '| Well-formed, everything named exists, but a rule on the records it names refuses it (a pricelist in another currency, a line with nothing to deliver) | 422 naming the field |',
      '',
      'Under a store (`/stores/{storeUid}/...`: warehouses, tills, accounting configurations, notifications, orders, receipts) the store must exist: an unknown store answers 404 naming `params.storeUid`, for lists and writes alike.',
    ].join('\n'),
  ].join('\n\n');
