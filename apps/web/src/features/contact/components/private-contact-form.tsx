import { useState } from 'react';
import { toast } from 'sonner';
import { CONTACT_MESSAGES } from '@duerp/domain/contact';
import { PageSpinner } from '@/components/ui/spinner';
import { useContactDefaults } from '../api/get-contact-defaults';
import { useSendContactMessage } from '../api/send-contact-message';
import { ContactForm, EMPTY_CONTACT_VALUES, type ContactFormValues } from './contact-form';

/**
 * /contact-private: the form prefilled with the account's e-mail and, from "Autres demandes",
 * with the request line. After sending, a toast confirms and the message field is emptied.
 */
export function PrivateContactForm({ initialMessage }: { initialMessage: string }) {
  const defaults = useContactDefaults();
  const send = useSendContactMessage();
  const [values, setValues] = useState<ContactFormValues | null>(null);
  const [round, setRound] = useState(0);

  if (defaults.isPending) return <PageSpinner />;
  const initial = values ?? {
    ...EMPTY_CONTACT_VALUES,
    // Unknown e-mail when the call failed: the user types it.
    emailAddress: defaults.data?.emailAddress ?? '',
    userMessage: initialMessage,
  };

  return (
    <ContactForm
      key={round}
      defaultValues={initial}
      pending={send.isPending}
      onSend={async (sent) => {
        await send.mutateAsync(sent);
        toast.success(CONTACT_MESSAGES.sent);
        setValues({
          emailAddress: sent.emailAddress,
          name: sent.name,
          phoneNumber: sent.phoneNumber ?? '',
          userMessage: '',
        });
        setRound((r) => r + 1);
      }}
    />
  );
}
