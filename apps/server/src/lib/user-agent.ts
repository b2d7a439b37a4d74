/**
 * The browser and operating system a user agent string names, for the list of signed-in devices
 * ('Chrome 131 on Windows'). Only the families people recognise; anything else reads as unknown
 * rather than guessed. Order matters: Edge and Opera also say 'Chrome', Chrome also says 'Safari'.
 */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: [name: string, pattern: RegExp, version?: (match: RegExpExecArray) => string][] = [
  ['Android', /\bAndroid (\d+)/, (m) => `Android ${m[1]}`],
  ['iOS', /\b(?:iPhone|iPad|iPod).*? OS (\d+)/, (m) => `iOS ${m[1]}`],
  ['Windows', /\bWindows NT\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b/],
  ['Linux', /\bLinux\b/],
];

export type DeviceDescription = { browser: string | null; os: string | null };

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return { browser: null, os: null };
  let browser: string | null = null;
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  let os: string | null = null;
  for (const [name, pattern, version] of SYSTEMS) {
    const match = pattern.exec(userAgent);
    if (match) {
      os = version ? version(match) : name;
      break;
    }
  }
  return { browser, os };
}
