import './ecommerce.scss';
import { CheckCircle2 } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
import { Link } from 'react-router';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import { useAppDispatch } from '@/lib/store/hooks';
import { useCreateOrderMutation } from './api/orders-api';
import { CartStep } from './components/cart-step';
import { Field } from './components/field';
import { addressErrors, emptyAddress, type Address, type AddressErrors } from './lib/address';
import { expiryProblem, isValidCardNumber, isValidCvc } from './lib/card';
import { cartTotals, type CartTotals } from './lib/totals';
import { useMoney } from './lib/use-money';
import { cartEmptied } from './store/cart-slice';
import { useShopCart } from './store/use-shop-cart';

const STEPS = ['cart', 'address', 'payment', 'confirmation'] as const;
type Step = (typeof STEPS)[number];

interface Card {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}
type CardErrors = Partial<Record<keyof Card, string>>;

function TotalsCard({ totals }: { totals: CartTotals }) {
  const { t } = useTranslation('ecommerce');
  const money = useMoney();
  const rows: [string, number][] = [
    [t('checkout.subtotal', { count: totals.items }), totals.subtotal],
    [t('checkout.shipping'), totals.shipping],
    [t('checkout.vat'), totals.vat],
  ];
  return (
    <div className="card">
      <div className="card-body">
        <h2 className="h6">{t('checkout.summary')}</h2>
        <dl className="mb-0" data-testid="cart-totals">
          {rows.map(([label, value], index) => (
            <div className="d-flex justify-content-between small mb-1" key={label}>
              <dt className="fw-normal">{label}</dt>
              <dd className="mb-0">
                {index === 1 && value === 0 ? t('checkout.free') : money(value)}
              </dd>
            </div>
          ))}
          <div className="d-flex justify-content-between fw-semibold border-top pt-2 mt-2">
            <dt>{t('checkout.total')}</dt>
            <dd className="mb-0" data-testid="cart-total">
              {money(totals.total)}
            </dd>
          </div>
        </dl>
      </div>
    </div>
  );
}

export default function CheckoutPage() {
  const { t } = useTranslation('ecommerce');
  const dispatch = useAppDispatch();
  const money = useMoney();
  const { cart } = useShopCart();
  const totals = cartTotals(cart);
  const [step, setStep] = useState<Step>('cart');
  const [address, setAddress] = useState<Address>(emptyAddress);
  const [addrErrors, setAddrErrors] = useState<AddressErrors>({});
  const [card, setCard] = useState<Card>({ name: '', number: '', expiry: '', cvc: '' });
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [order, setOrder] = useState<{ number: string; total: number } | null>(null);
  const [createOrder, { isLoading: isPlacing }] = useCreateOrderMutation();
  const [orderError, setOrderError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A new step's heading takes the focus as the step is drawn, before the browser handles any
  // more input. (Moved a frame later, on a busy phone it could land after the visitor had begun
  // typing in the step's first field, and the rest of what they typed was lost.)
  const stepChanged = useRef(false);
  useLayoutEffect(() => {
    if (!stepChanged.current) return;
    stepChanged.current = false;
    headingRef.current?.focus();
  }, [step]);

  const go = (next: Step) => {
    stepChanged.current = true;
    setStep(next);
  };

  const submitAddress = (event: FormEvent) => {
    event.preventDefault();
    const errors = addressErrors(address);
    setAddrErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) document.getElementById(`addr-${first}`)?.focus();
    else go('payment');
  };

  const submitPayment = async (event: FormEvent) => {
    event.preventDefault();
    if (isPlacing) return;
    const errors: CardErrors = {};
    if (card.name.trim() === '') errors.name = t('errors.required');
    if (card.number.replace(/\s/g, '') === '') errors.number = t('errors.required');
    else if (!isValidCardNumber(card.number)) errors.number = t('errors.cardNumber');
    const expiry = expiryProblem(card.expiry);
    if (expiry === 'format') errors.expiry = t('errors.expiryFormat');
    if (expiry === 'past') errors.expiry = t('errors.expiryPast');
    if (!isValidCvc(card.cvc)) errors.cvc = t('errors.cvc');
    setCardErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) {
      document.getElementById(`card-${first}`)?.focus();
      return;
    }
    // The card stays in the browser: the shop is sent the products, quantities and receiver.
    setOrderError(null);
    try {
      const placed = await createOrder({
        lines: cart.map((line) => ({ productId: line.id, quantity: line.quantity })),
        customer: { name: address.fullName.trim(), town: address.town.trim() },
      }).unwrap();
      setOrder({ number: placed.number, total: placed.total });
      dispatch(cartEmptied());
      go('confirmation');
    } catch (error) {
      setOrderError(queryErrorMessage(error) ?? t('errors.orderFailed'));
    }
  };

  const addrField = (key: keyof Address, autoComplete: string, className?: string) => {
    const error = addrErrors[key];
    return (
      <Field
        id={`addr-${key}`}
        label={t(`address.${key}`)}
        error={error ? t(`errors.${error}`) : undefined}
        className={className}
      >
        <input
          id={`addr-${key}`}
          className={`form-control ${error ? 'is-invalid' : ''}`}
          autoComplete={autoComplete}
          value={address[key]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `addr-${key}-error` : undefined}
          onChange={(e) => setAddress({ ...address, [key]: e.target.value })}
        />
      </Field>
    );
  };

  const cardProps = (key: keyof Card) => ({
    id: `card-${key}`,
    className: `form-control ${cardErrors[key] ? 'is-invalid' : ''}`,
    'aria-invalid': cardErrors[key] ? true : undefined,
    'aria-describedby': cardErrors[key] ? `card-${key}-error` : undefined,
  });

  const stepIndex = STEPS.indexOf(step);

  return (
    <div>
      <h1 className="h3 mb-3">{t('checkout.title')}</h1>
      <ol className="d-flex flex-wrap gap-2 list-unstyled mb-4" aria-label={t('checkout.steps')}>
        {STEPS.map((s, i) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            className={`badge rounded-pill px-3 py-2 ${
              i === stepIndex
                ? 'text-bg-primary'
                : i < stepIndex
                  ? 'text-bg-success'
                  : 'bg-body-secondary text-body'
            }`}
          >
            {i + 1}. {t(`checkout.step.${s}`)}
          </li>
        ))}
      </ol>
      <div className="row g-4">
        <div className={step === 'confirmation' ? 'col-12' : 'col-12 col-lg-8'}>
          <div className="card">
            <div className="card-body">
              <h2 className="h5" tabIndex={-1} ref={headingRef}>
                {t(`checkout.step.${step}`)}
              </h2>

              {step === 'cart' ? (
                <>
                  <CartStep cart={cart} />
                  {cart.length > 0 ? (
                    <div className="d-flex justify-content-end mt-3">
                      <button
                        type="button"
                        className="btn btn-primary"
                        onClick={() => go('address')}
                      >
                        {t('checkout.toAddress')}
                      </button>
                    </div>
                  ) : null}
                </>
              ) : null}

              {step === 'address' ? (
                <form noValidate onSubmit={submitAddress}>
                  <div className="row g-3">
                    {addrField('fullName', 'name')}
                    {addrField('phone', 'tel')}
                    {addrField('street', 'street-address', 'col-12')}
                    {addrField('town', 'address-level2')}
                    {addrField('postalCode', 'postal-code')}
                  </div>
                  <div className="d-flex justify-content-between mt-3">
                    <button
                      type="button"
                      className="btn btn-outline-secondary"
                      onClick={() => go('cart')}
                    >
                      {t('checkout.back')}
                    </button>
                    <button type="submit" className="btn btn-primary">
                      {t('checkout.toPayment')}
                    </button>
                  </div>
                </form>
              ) : null}

              {step === 'payment' ? (
                <form noValidate onSubmit={(event) => void submitPayment(event)}>
                  {orderError ? (
                    <div className="alert alert-danger" role="alert" data-testid="order-error">
                      <p className="mb-0 fw-semibold">{t('errors.orderFailed')}</p>
                      <p className="mb-0 small">{orderError}</p>
                    </div>
                  ) : null}
                  <div className="row g-3">
                    <Field
                      id="card-name"
                      label={t('payment.name')}
                      error={cardErrors.name}
                      className="col-12"
                    >
                      <input
                        {...cardProps('name')}
                        autoComplete="cc-name"
                        value={card.name}
                        onChange={(e) => setCard({ ...card, name: e.target.value })}
                      />
                    </Field>
                    <Field
                      id="card-number"
                      label={t('payment.number')}
                      error={cardErrors.number}
                      className="col-12"
                    >
                      <IMaskInput
                        {...cardProps('number')}
                        mask="0000 0000 0000 0000[ 000]"
                        inputMode="numeric"
                        autoComplete="cc-number"
                        placeholder="0000 0000 0000 0000"
                        value={card.number}
                        onAccept={(value: string) => setCard((c) => ({ ...c, number: value }))}
                      />
                    </Field>
                    <Field id="card-expiry" label={t('payment.expiry')} error={cardErrors.expiry}>
                      <IMaskInput
                        {...cardProps('expiry')}
                        mask="00/00"
                        inputMode="numeric"
                        autoComplete="cc-exp"
                        placeholder={t('payment.expiryPlaceholder')}
                        value={card.expiry}
                        onAccept={(value: string) => setCard((c) => ({ ...c, expiry: value }))}
                      />
                    </Field>
                    <Field id="card-cvc" label={t('payment.cvc')} error={cardErrors.cvc}>
                      <IMaskInput
                        {...cardProps('cvc')}
                        mask="000[0]"
                        inputMode="numeric"
                        autoComplete="cc-csc"
                        value={card.cvc}
                        onAccept={(value: string) => setCard((c) => ({ ...c, cvc: value }))}
                      />
                    </Field>
                  </div>
                  <div className="d-flex justify-content-between mt-3">
                    <button
                      type="button"
                      className="btn btn-outline-secondary"
                      onClick={() => go('address')}
                    >
                      {t('checkout.back')}
                    </button>
                    <button
                      type="submit"
                      className="btn btn-primary"
                      disabled={isPlacing}
                      aria-busy={isPlacing || undefined}
                    >
                      {isPlacing ? (
                        <span
                          className="spinner-border spinner-border-sm me-2"
                          aria-hidden="true"
                        />
                      ) : null}
                      {t('checkout.pay', { amount: money(totals.total) })}
                    </button>
                  </div>
                </form>
              ) : null}

              {step === 'confirmation' && order ? (
                <div className="text-center py-3" data-testid="order-confirmation">
                  <CheckCircle2 size={40} className="text-success mb-2" aria-hidden="true" />
                  <p className="fw-semibold mb-1">
                    {t('confirmation.thanks', { name: address.fullName })}
                  </p>
                  <p className="mb-1">{t('confirmation.order', { number: order.number })}</p>
                  <p className="text-body-secondary">
                    {t('confirmation.paid', { amount: money(order.total), town: address.town })}
                  </p>
                  <Link to="/ecommerce/shop" className="btn btn-primary">
                    {t('confirmation.continue')}
                  </Link>
                </div>
              ) : null}
            </div>
          </div>
        </div>
        {step !== 'confirmation' ? (
          <div className="col-12 col-lg-4">
            <TotalsCard totals={totals} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
