import { lazyWithMuiTheme } from '../../../lib/lazy-with-mui-theme';

/**
 * The second step of signing in, drawn with MUI, for the sign-in forms drawn without it: loaded
 * with our theme only when an account asks for a code.
 */
export const LazyTwoStepCodeForm = lazyWithMuiTheme(() =>
  import('./two-step-code-form').then((module) => module.TwoStepCodeForm),
);
