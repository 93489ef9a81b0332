// The answer to the operator's last action, read out by screen readers: the server's own message.
export function SuccessNotice({ message }: { readonly message: string | undefined }) {
  return (
    <p className="notice notice--success" role="status" hidden={!message}>
      {message}
    </p>
  );
}
