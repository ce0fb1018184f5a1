import { addressLines, kilos, type LabelDocument, type ParcelLabel } from './label-model.ts';

/**
 * ZPL II for a 4 x 6 inch label at 203 dpi (812 x 1218 dots), one `^XA ... ^XZ` format a parcel.
 * Text goes through `^FH` so that `^`, `~` and `_` in an address cannot end a field; `^CI28`
 * makes the printer read the field data as UTF-8. The barcode is `^BC` (Code 128): GS1-128 data
 * starts in subset C with FNC1 (`>;>8`), so the printer draws the same symbol as the PDF.
 */

const escapeField = (text: string): string =>
  text.replace(/[_^~]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase()}`).replace(/[\r\n\t]/g, ' ');

const textField = (x: number, y: number, size: number, text: string): string =>
  `^FO${x},${y}^A0N,${size},${size}^FH_^FD${escapeField(text)}^FS`;

const block = (x: number, y: number, title: string, lines: string[], size: number): string[] => [
  textField(x, y, 24, title),
  ...lines.slice(0, 6).map((line, i) => textField(x, y + 32 + i * (size + 6), size, line.slice(0, 40))),
];

/** The `^BC` data of a barcode: subset C and FNC1 for GS1, plain data otherwise. */
export const zplBarcodeData = (barcode: ParcelLabel['barcode']): string =>
  barcode.gs1 ? `>;>8${barcode.data}` : barcode.data;

const parcelFormat = (doc: LabelDocument, parcel: ParcelLabel): string =>
  [
    '^XA',
    '^CI28',
    '^PW812',
    '^LL1218',
    '^LH0,0',
    textField(40, 30, 40, `${doc.providerName} - ${doc.methodName}`),
    '^FO30,85^GB752,3,3^FS',
    ...block(40, 105, 'FROM', addressLines(doc.sender), 26),
    '^FO30,330^GB752,3,3^FS',
    ...block(40, 350, 'TO', addressLines(doc.receiver), 40),
    '^FO30,700^GB752,3,3^FS',
    textField(
      40,
      720,
      30,
      `Order ${doc.orderNumber}  Parcel ${parcel.index}/${parcel.count}  ${kilos(parcel.weightGrams)}`,
    ),
    textField(40, 760, 30, `Tracking ${doc.trackingNumber}`),
    ...(doc.reference ? [textField(40, 800, 26, `Ref ${doc.reference.slice(0, 40)}`)] : []),
    textField(40, 840, 26, `Shipped ${doc.shippedAt.slice(0, 10)}`),
    `^FO60,900^BY3^BCN,220,N,N,N^FD${zplBarcodeData(parcel.barcode)}^FS`,
    textField(60, 1140, 32, parcel.barcode.text),
    '^XZ',
  ].join('\n');

/** The ZPL of every parcel label of a shipment, one format after the other. */
export const renderZpl = (doc: LabelDocument): string =>
  `${doc.parcels.map((parcel) => parcelFormat(doc, parcel)).join('\n')}\n`;
