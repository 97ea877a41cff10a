import './invoice.scss';
import { Printer } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SearchField } from '@/components/search-field';
import { EmptyState } from '@/components/status-messages';
import { INVOICES, totalsOf, type Invoice } from './invoices';

const STATUS_COLOURS: Record<Invoice['status'], string> = {
  paid: 'success',
  due: 'primary',
  overdue: 'danger',
};

function useMoney() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const f = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'KES' });
    return (n: number) => f.format(n);
  }, [i18n.language]);
}

function useDate() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const f = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    return (iso: string) => f.format(new Date(`${iso}T00:00:00Z`));
  }, [i18n.language]);
}

/** The invoices: a list to choose from and the chosen one, printable on one A4 page. */
export default function InvoicePage() {
  const { t } = useTranslation('invoice');
  const [params] = useSearchParams();
  const [query, setQuery] = useState('');
  const money = useMoney();
  const date = useDate();
  const id = params.get('id');
  const invoice = id ? INVOICES.find((i) => i.id === id) : INVOICES[0];
  const q = query.trim().toLowerCase();
  const listed = INVOICES.filter(
    (i) => q === '' || `${i.id} ${i.supplier.name}`.toLowerCase().includes(q),
  );

  return (
    <div className="invoice-page">
      <header className="invoice-screen-only d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
        <div>
          <h1 className="h3 mb-1">{t('title')}</h1>
          <p className="text-body-secondary mb-0">{t('intro')}</p>
        </div>
        <button
          type="button"
          className="btn btn-primary d-inline-flex align-items-center gap-1"
          onClick={() => window.print()}
          disabled={!invoice}
        >
          <Printer size={16} aria-hidden="true" />
          {t('print')}
        </button>
      </header>
      <div className="row g-3">
        <aside className="col-12 col-lg-4 col-xxl-3 invoice-screen-only" aria-label={t('list')}>
          <div className="card">
            <div className="card-body pb-2">
              <SearchField
                id="invoice-search"
                label={t('search')}
                value={query}
                onChange={setQuery}
                size="sm"
              />
            </div>
            {listed.length === 0 ? (
              <EmptyState compact message={t('noMatch')} />
            ) : (
              <ul className="list-unstyled mb-0 invoice-list">
                {listed.map((i) => (
                  <li key={i.id}>
                    <Link
                      to={`?id=${i.id}`}
                      className={`invoice-list-item${i.id === invoice?.id ? ' active' : ''}`}
                      aria-current={i.id === invoice?.id ? 'page' : undefined}
                    >
                      <span className="d-flex justify-content-between gap-2">
                        <span className="fw-semibold">{i.id}</span>
                        <span className={`badge text-bg-${STATUS_COLOURS[i.status]}`}>
                          {t(`status.${i.status}`)}
                        </span>
                      </span>
                      <span className="d-flex justify-content-between gap-2 small">
                        <span className="text-truncate">{i.supplier.name}</span>
                        <span className="text-nowrap">{money(totalsOf(i).total)}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <p className="small text-body-secondary mt-2 mb-0">{t('printHint')}</p>
        </aside>
        <div className="col-12 col-lg-8 col-xxl-9">
          {invoice ? (
            <InvoiceSheet invoice={invoice} money={money} date={date} />
          ) : (
            <EmptyState message={t('notFound', { id })} />
          )}
        </div>
      </div>
    </div>
  );
}

function InvoiceSheet({
  invoice,
  money,
  date,
}: {
  invoice: Invoice;
  money: (n: number) => string;
  date: (iso: string) => string;
}) {
  const { t, i18n } = useTranslation('invoice');
  const totals = totalsOf(invoice);
  const rate = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(invoice.vatRate);
  return (
    <article className="card invoice-sheet" aria-labelledby="invoice-title" data-testid="invoice">
      <div className="card-body p-4 p-md-5">
        <header className="d-flex flex-wrap justify-content-between gap-3 mb-4">
          <div>
            <p className="invoice-brand mb-1">{invoice.supplier.name}</p>
            <address className="small mb-0">
              {invoice.supplier.address.map((l) => (
                <span key={l} className="d-block">
                  {l}
                </span>
              ))}
              <span className="d-block">{invoice.supplier.email}</span>
              <span className="d-block">KRA PIN {invoice.supplier.pin}</span>
            </address>
          </div>
          <div className="text-sm-end">
            <h2 id="invoice-title" className="h4 mb-1">
              {t('invoice')} {invoice.id}
            </h2>
            <dl className="invoice-dates small mb-2">
              <dt>{t('issued')}</dt>
              <dd>{date(invoice.issued)}</dd>
              <dt>{t('due')}</dt>
              <dd>{date(invoice.due)}</dd>
            </dl>
            <span className={`badge text-bg-${STATUS_COLOURS[invoice.status]}`}>
              {t(`status.${invoice.status}`)}
            </span>{' '}
            <span className="badge text-bg-warning">{t('sample')}</span>
          </div>
        </header>
        <section className="mb-4" aria-label={t('billTo')}>
          <h3 className="h6 text-body-secondary text-uppercase small mb-1">{t('billTo')}</h3>
          <address className="mb-0">
            <strong className="d-block">{invoice.client.name}</strong>
            {invoice.client.address.map((l) => (
              <span key={l} className="d-block">
                {l}
              </span>
            ))}
            <span className="d-block">{invoice.client.email}</span>
          </address>
        </section>
        <div className="table-responsive">
          <table className="table align-middle invoice-lines">
            <thead>
              <tr>
                <th scope="col">{t('item')}</th>
                <th scope="col" className="text-end">
                  {t('quantity')}
                </th>
                <th scope="col" className="text-end">
                  {t('unitPrice')}
                </th>
                <th scope="col" className="text-end">
                  {t('amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.lines.map((l) => (
                <tr key={l.item}>
                  <td>
                    <span className="d-block fw-semibold">{l.item}</span>
                    <span className="small text-body-secondary">{l.detail}</span>
                  </td>
                  <td className="text-end">{l.quantity.toLocaleString(i18n.language)}</td>
                  <td className="text-end text-nowrap">{money(l.unitPrice)}</td>
                  <td className="text-end text-nowrap">{money(l.quantity * l.unitPrice)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3} className="text-end fw-normal">
                  {t('subtotal')}
                </th>
                <td className="text-end text-nowrap">{money(totals.subtotal)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={3} className="text-end fw-normal">
                  {t('vat', { rate })}
                </th>
                <td className="text-end text-nowrap">{money(totals.vat)}</td>
              </tr>
              <tr className="invoice-total">
                <th scope="row" colSpan={3} className="text-end">
                  {t('total')}
                </th>
                <td className="text-end text-nowrap fw-bold" data-testid="invoice-total">
                  {money(totals.total)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
        <footer className="small mt-4">
          <h3 className="h6 mb-1">{t('notes')}</h3>
          <p className="mb-1">{t('paymentNote')}</p>
          <p className="mb-0">
            {t('bank')}: {invoice.bank.name} · {t('account')}:{' '}
            <span dir="ltr">{invoice.bank.account}</span>
          </p>
        </footer>
      </div>
    </article>
  );
}
