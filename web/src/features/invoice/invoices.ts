/** One line of an invoice: quantity times unit price, in Kenya shillings. */
export interface InvoiceLine {
  item: string;
  detail: string;
  quantity: number;
  unitPrice: number;
}

export interface Invoice {
  id: string;
  issued: string;
  due: string;
  status: 'paid' | 'due' | 'overdue';
  supplier: { name: string; address: string[]; email: string; pin: string };
  client: { name: string; address: string[]; email: string };
  lines: InvoiceLine[];
  /** VAT rate (Kenya's standard rate is 16 %). */
  vatRate: number;
  bank: { name: string; account: string };
}

const COUNTY = {
  name: 'County Government of Makueni (sample)',
  address: ['County Headquarters, Wote', 'P.O. Box 78-90300', 'Makueni, Kenya'],
  email: 'procurement@makueni.example',
};

const supplier = (name: string, town: string, pin: string) => ({
  name,
  address: [`${town} Business Centre`, `${town}, Makueni County`],
  email: `accounts@${name
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '')}.example`,
  pin,
});

/** Sample invoices from (fictitious) county suppliers. */
export const INVOICES: readonly Invoice[] = [
  {
    id: 'INV-2026-0412',
    issued: '2026-10-02',
    due: '2026-11-01',
    status: 'paid',
    supplier: supplier('Kibwezi Water Works Ltd', 'Kibwezi', 'P051234567A'),
    client: COUNTY,
    lines: [
      {
        item: 'Borehole drilling',
        detail: 'Kathonzweni ward, 180 m',
        quantity: 1,
        unitPrice: 2_350_000,
      },
      { item: 'Solar pump set', detail: '5.5 kW with controller', quantity: 1, unitPrice: 685_000 },
      {
        item: 'Storage tank',
        detail: '10,000 litres, elevated stand',
        quantity: 2,
        unitPrice: 148_500,
      },
    ],
    vatRate: 0.16,
    bank: { name: 'Sample Bank, Wote branch', account: '0100 2233 4455' },
  },
  {
    id: 'INV-2026-0415',
    issued: '2026-10-09',
    due: '2026-11-08',
    status: 'overdue',
    supplier: supplier('Mbooni Roads & Culverts', 'Tawa', 'P052345678B'),
    client: COUNTY,
    lines: [
      {
        item: 'Murram grading',
        detail: 'Tawa–Kikima road, per km',
        quantity: 6,
        unitPrice: 215_000,
      },
      {
        item: 'Culvert installation',
        detail: '900 mm concrete rings',
        quantity: 8,
        unitPrice: 46_000,
      },
    ],
    vatRate: 0.16,
    bank: { name: 'Sample Bank, Tawa branch', account: '0100 3344 5566' },
  },
  {
    id: 'INV-2026-0421',
    issued: '2026-10-20',
    due: '2026-11-19',
    status: 'due',
    supplier: supplier('Emali Health Supplies', 'Emali', 'P053456789C'),
    client: COUNTY,
    lines: [
      {
        item: 'Delivery beds',
        detail: 'For Sultan Hamud health centre',
        quantity: 4,
        unitPrice: 96_000,
      },
      { item: 'Vaccine fridges', detail: 'Solar direct drive', quantity: 3, unitPrice: 212_000 },
      {
        item: 'Installation and training',
        detail: 'Two days on site',
        quantity: 1,
        unitPrice: 45_000,
      },
    ],
    vatRate: 0.16,
    bank: { name: 'Sample Bank, Emali branch', account: '0100 4455 6677' },
  },
  {
    id: 'INV-2026-0427',
    issued: '2026-11-03',
    due: '2026-12-03',
    status: 'due',
    supplier: supplier('Wote ECDE Furnishers', 'Wote', 'P054567890D'),
    client: COUNTY,
    lines: [
      { item: 'Classroom desks', detail: 'Child size, hardwood', quantity: 60, unitPrice: 4_800 },
      { item: 'Storage cabinets', detail: 'Lockable, steel', quantity: 6, unitPrice: 18_500 },
    ],
    vatRate: 0.16,
    bank: { name: 'Sample Bank, Wote branch', account: '0100 5566 7788' },
  },
  {
    id: 'INV-2026-0433',
    issued: '2026-11-12',
    due: '2026-12-12',
    status: 'paid',
    supplier: supplier('Kilome Agro Services', 'Salama', 'P055678901E'),
    client: COUNTY,
    lines: [
      {
        item: 'Fruit tree seedlings',
        detail: 'Grafted mango, for farmer groups',
        quantity: 2_500,
        unitPrice: 120,
      },
      { item: 'Extension visits', detail: 'Per ward, two visits', quantity: 5, unitPrice: 38_000 },
    ],
    vatRate: 0.16,
    bank: { name: 'Sample Bank, Salama branch', account: '0100 6677 8899' },
  },
];

export interface InvoiceTotals {
  subtotal: number;
  vat: number;
  total: number;
}

/** Line amounts, subtotal, VAT and total, each rounded to the shilling. */
export function totalsOf(invoice: Pick<Invoice, 'lines' | 'vatRate'>): InvoiceTotals {
  const subtotal = invoice.lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
  const vat = Math.round(subtotal * invoice.vatRate);
  return { subtotal, vat, total: subtotal + vat };
}
