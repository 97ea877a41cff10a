import type { Product } from '@app/common/apps/datalist';
import type { ExpanderComponentProps } from 'react-data-table-component';

/** What an expanded row shows. */
export function ProductDetails({ data }: ExpanderComponentProps<Product>) {
  return (
    <dl className="row small mb-0 px-4 py-3 bg-body-tertiary">
      <dt className="col-5 col-sm-3">Product number</dt>
      <dd className="col-7 col-sm-9">#{data.id}</dd>
      <dt className="col-5 col-sm-3">Category</dt>
      <dd className="col-7 col-sm-9">{data.category}</dd>
      <dt className="col-5 col-sm-3">Popularity</dt>
      <dd className="col-7 col-sm-9">
        {data.popularity.popValue} of 100 ({data.popularity.color})
      </dd>
      <dt className="col-5 col-sm-3">Price</dt>
      <dd className="col-7 col-sm-9 mb-0">${data.price}</dd>
    </dl>
  );
}
