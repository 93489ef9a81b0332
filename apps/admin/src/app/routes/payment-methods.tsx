// /admin/payment-methods: the payment methods per currency and the gateways' status (decision 0717); who
// manages payments switches, orders and limits them.
import { useTranslation } from 'react-i18next';
import { PaymentMethodsScreen } from '../../features/payment-methods/components/payment-methods-editor';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function PaymentMethodsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.paymentMethods'));
  return (
    <Permitted permission="payments.read">
      <section className="page">
        <h1>{t('nav.paymentMethods')}</h1>
        <PaymentMethodsScreen />
      </section>
    </Permitted>
  );
}
