/**
 * Skatteetaten's code list PredefinedBasicID-13 (the event codes of the electronic journal,
 * SAF-T Cash Register v1.00), copied so that nothing at run time or in CI reads the shared copy.
 */
export const EVENT_CODES = {
  '13001': { en: 'POS application start', nb: 'Oppstart av POS applikasjon' },
  '13002': { en: 'POS application shut down', nb: 'Avslutning av POS applikasjon' },
  '13003': { en: 'Employee log in', nb: 'Pålogging bruker/ansatt' },
  '13004': { en: 'Employee log out', nb: 'Avlogging bruker/ansatt' },
  '13005': { en: 'Open cash drawer', nb: 'Kasseskuff åpning' },
  '13006': { en: 'Close cash drawer', nb: 'Kasseskuff lukking' },
  '13007': { en: 'Update of POS application', nb: 'Oppdatering av programvare' },
  '13008': { en: 'X report', nb: 'Kjøring av X-rapport' },
  '13009': { en: 'Z report', nb: 'Kjøring av Z-rapport' },
  '13010': { en: 'Suspend transaction', nb: 'Parkering av kvittering/bong' },
  '13011': { en: 'Resume transaction', nb: 'Tilbakehenting av parkert kvittering/bong' },
  '13012': { en: 'Sales receipt printed', nb: 'Salgskvittering skrevet ut' },
  '13013': { en: 'Return receipt', nb: 'Returkvittering' },
  '13014': { en: 'Copy receipt', nb: 'Kopi av kvittering' },
  '13015': { en: 'Provisional receipt', nb: 'Foreløpig kvittering' },
  '13016': { en: 'Delivery receipt', nb: 'Utleveringskvittering ved kredittsalg' },
  '13017': { en: 'Training receipt', nb: 'Treningsmodus - alle typer kvitteringer' },
  '13018': { en: 'Other reports or receipts', nb: 'Andre rapporter eller kvitteringer' },
  '13019': { en: 'Cash withdrawal', nb: 'Uttak av kontanter fra kassa' },
  '13020': {
    en: 'Export of journal to external storage (cash register)',
    nb: 'Overføring av journal til annet lagringsmedie (ROM kasser)',
  },
  '13021': { en: 'Price change', nb: 'Prisendringer' },
  '13022': { en: 'Price look-up', nb: 'Prisundersøkelse' },
  '13023': { en: 'Training mode on', nb: 'Trenings- modus/funksjon på' },
  '13024': { en: 'Training mode off', nb: 'Trenings- modus/funksjon av' },
  '13025': { en: 'Memory full (cash register)', nb: 'Fullt minne (ROM kasser)' },
  '13026': { en: 'Emergency mode on', nb: 'Nødmodus på' },
  '13027': { en: 'Emergency mode off', nb: 'Nødmodus av' },
  '13028': { en: 'Void receipt', nb: 'Annulleringskvittering' },
  '13029': { en: 'STEB receipt', nb: 'STEB kvittering' },
  '13030': {
    en: 'Concluded sale without receipt printed',
    nb: 'Fullført salg uten utskrift av kvittering',
  },
  '13999': { en: 'Other', nb: 'Øvrige hendelser' },
} as const;
export type EventCode = keyof typeof EVENT_CODES;
export const ALL_EVENT_CODES = Object.keys(EVENT_CODES) as [EventCode, ...EventCode[]];

/**
 * Codes the service writes itself where the event happens (receipts, copies, voids, the till's
 * close and cash withdrawals): a client may not report them, so each has exactly one source.
 */
export const SERVER_EVENT_CODES = [
  '13008',
  '13009',
  '13012',
  '13013',
  '13014',
  '13015',
  '13017',
  '13019',
  '13028',
] as const satisfies readonly EventCode[];

/** Codes a point-of-sale client reports (`POST .../journal`): drawer, log-in and log-out, modes, ... */
export const CLIENT_EVENT_CODES = ALL_EVENT_CODES.filter(
  (c) => !(SERVER_EVENT_CODES as readonly string[]).includes(c),
) as [EventCode, ...EventCode[]];

/**
 * The kinds of signed transaction (Skatteetaten's signature guide: every receipt type is signed
 * in one chain per cash point). RETURN is a sale receipt whose grand total is negative.
 */
export const TRANSACTION_KINDS = ['SALE', 'RETURN', 'VOID', 'COPY', 'PROFORMA', 'TRAINING'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** The journal event written with each kind of transaction. */
export const EVENT_OF_KIND = {
  SALE: '13012',
  RETURN: '13013',
  VOID: '13028',
  COPY: '13014',
  PROFORMA: '13015',
  TRAINING: '13017',
} as const satisfies Record<TransactionKind, EventCode>;

/** How a client asks for a receipt on create: a sale (or return), a proforma or a training receipt. */
export const RECEIPT_KINDS = ['SALE', 'PROFORMA', 'TRAINING'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];
