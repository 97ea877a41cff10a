// The table's stylesheet, exported by the package under a name without an extension.
declare module 'react-data-table-component/css';
