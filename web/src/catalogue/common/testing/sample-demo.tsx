/** A demo used by the frame's own tests. */
export function SampleDemo() {
  return <p>Hello from the sample demo</p>;
}
