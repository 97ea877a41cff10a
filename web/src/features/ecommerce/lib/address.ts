export interface Address {
  fullName: string;
  phone: string;
  street: string;
  town: string;
  postalCode: string;
}

export type AddressErrors = Partial<Record<keyof Address, 'required' | 'phone' | 'postalCode'>>;

export const emptyAddress: Address = {
  fullName: '',
  phone: '',
  street: '',
  town: '',
  postalCode: '',
};

/** What is wrong with an address: every field required, a phone number, a 5-digit postal code. */
export function addressErrors(address: Address): AddressErrors {
  const errors: AddressErrors = {};
  for (const key of Object.keys(emptyAddress) as (keyof Address)[]) {
    if (address[key].trim() === '') errors[key] = 'required';
  }
  if (!errors.phone && !/^\+?\d[\d\s-]{7,14}$/.test(address.phone.trim())) errors.phone = 'phone';
  if (!errors.postalCode && !/^\d{5}$/.test(address.postalCode.trim())) {
    errors.postalCode = 'postalCode';
  }
  return errors;
}
