import './auth-form.css';
import { Link } from 'react-router';
import { taggedText } from '../../../lib/tagged-text';

/**
 * The line under a sign-in form whose marked part (`<1>…</1>`) is a link: "Don't have an account?
 * <1>Register</1>". `text` is already translated, so each language places the link where it reads.
 */
export function AuthLinkLine({ text, to, className = 'auth-form-switch' }: { text: string; to: string; className?: string }) {
  return (
    <p className={className}>
      {taggedText(text, [
        (words) => words,
        (words) => (
          <Link key="link" to={to} className="site-link auth-form-switch-link">
            {words}
          </Link>
        ),
      ])}
    </p>
  );
}
