import { useParams } from 'react-router';
import { DemoCheckout } from '../../../features/payments/components/demo-checkout';

/** /checkout/:sessionId — the demo card network's hosted checkout (no login; the session id is the key). */
export default function CheckoutPage() {
  const { sessionId = '' } = useParams();
  return <DemoCheckout key={sessionId} sessionId={sessionId} />;
}
