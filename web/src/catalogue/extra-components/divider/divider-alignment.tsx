import { Divider } from './divider';

/** Text near the start, in the middle and near the end: start and end follow the reading direction. */
export function DividerAlignment() {
  return (
    <>
      <Divider align="start">Start</Divider>
      <Divider align="center">Center</Divider>
      <Divider align="end">End</Divider>
    </>
  );
}
