import { DataListPage } from './data-list-page';

export default function ListViewPage() {
  return <DataListPage view="list" />;
}
