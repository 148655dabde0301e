import { useQuery } from "@tanstack/react-query";
import { Spinner } from "@/web/components/ui/spinner";

/**
 * `value` as a QR code, drawn here (never by a third-party service, which would see the secret). The
 * QR library loads only when a user starts setting up two-factor sign-in.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const svg = useQuery({
    queryKey: ["qr-code", value],
    queryFn: async () => (await import("uqr")).renderSVG(value, { border: 2 }),
    staleTime: Infinity,
    gcTime: 0,
  });
  if (svg.isPending) return <Spinner label="Loading QR code" />;
  if (svg.isError) return <p className="text-sm">The QR code could not be shown: enter the key below instead.</p>;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.data)}`}
      alt={label}
      width={176}
      height={176}
      className="rounded-md border bg-white"
    />
  );
}
