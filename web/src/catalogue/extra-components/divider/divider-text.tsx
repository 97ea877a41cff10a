import { LogIn } from 'lucide-react';
import { Divider } from './divider';

/** Bootstrap's plain rule, and dividers carrying text or an icon. */
export function DividerText() {
  return (
    <>
      <p className="mb-0">Bootstrap&apos;s own horizontal rule:</p>
      <hr />
      <Divider />
      <Divider>or</Divider>
      <Divider>Projects started in 2025</Divider>
      <Divider>
        <span className="d-inline-flex align-items-center gap-1">
          <LogIn size={14} aria-hidden="true" /> Sign in with
        </span>
      </Divider>
    </>
  );
}
