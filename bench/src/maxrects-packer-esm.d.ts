// maxrects-packer's package.json says "type": "module" but its "main" is a UMD bundle, so
// Node's ESM loader sees no exports; its real ES module is dist/maxrects-packer.mjs, which
// ships no declarations of its own. These are the package's own declarations, re-exported
// (with the Rectangle class that the main declaration file leaves out).
declare module 'maxrects-packer/dist/maxrects-packer.mjs' {
  export { MaxRectsPacker, PACKING_LOGIC } from 'maxrects-packer';
  export { Rectangle } from 'maxrects-packer/dist/geom/Rectangle';
}
