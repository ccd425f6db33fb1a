// The bare baseline of `npm run lighthouse`: Next.js with nothing of ours, one static page.
export const metadata = { title: 'Baseline', description: 'A bare Next.js page, for comparison.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
