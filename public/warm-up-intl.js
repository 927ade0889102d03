// Run in a worker by the photo pages (src/islands/hydrate-after-load.ts): Chromium loads its locale and
// time-zone data once per process, on the first date format, which costs tens of milliseconds. Paid here,
// off the main thread, the islands' own first formats then cost a millisecond or two.
new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(0);
new Intl.NumberFormat().format(1234.5);
close();
