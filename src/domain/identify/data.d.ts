// The vendored lists under data/identify are imported as text so that they are embedded in the binary.
declare module "*.csv" {
  const text: string;
  export default text;
}
