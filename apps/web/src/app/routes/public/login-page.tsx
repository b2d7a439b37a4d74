import { AuthCard } from '../../../features/auth/components/auth-card';
import { LoginForm } from '../../../features/auth/components/login-form';

export default function LoginPage() {
  return (
    <AuthCard title="Login" subtitle="Welcome back! Sign in as a tenant or a landlord.">
      <LoginForm />
    </AuthCard>
  );
}
