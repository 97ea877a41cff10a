import { DataListPage } from './data-list-page';

export default function ThumbViewPage() {
  return <DataListPage view="thumb" />;
}
