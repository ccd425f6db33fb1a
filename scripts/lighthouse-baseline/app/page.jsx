export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>One static page with no client component, served by next start.</p>
    </main>
  );
}
