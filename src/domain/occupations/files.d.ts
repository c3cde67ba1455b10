// Data files imported `with { type: "file" }` resolve to a path (inside the binary once compiled).
declare module "*.gz" {
  const path: string;
  export default path;
}
declare module "*.bin" {
  const path: string;
  export default path;
}
