import { Divider } from './divider';

/** Line styles, widths and theme colours. */
export function DividerStyle() {
  return (
    <>
      <Divider lineStyle="solid">solid</Divider>
      <Divider lineStyle="dashed">dashed</Divider>
      <Divider lineStyle="dotted" width={2}>
        dotted, 2px
      </Divider>
      <Divider lineStyle="double">double</Divider>
      {(['primary', 'success', 'danger', 'warning', 'info'] as const).map((c) => (
        <Divider key={c} color={c} width={2}>
          {c}
        </Divider>
      ))}
    </>
  );
}
