// A file-scope shape needs constant extents (docs/language.md §1); a variable
// extent got Clang's "initializer element is not a compile-time constant",
// which named no shape.  Other non-constant initializers keep Clang's message.
// RUN: not %cstar --emit=spmd %s 2>&1 | FileCheck %s
int n = 3;
shape [n]Q;
// CHECK: lang15-shape-extent.cs:[[@LINE-1]]:{{[0-9]+}}: error: the extents of a file-scope shape must be constant expressions; declare the shape inside a function (any int extents), or declare 'shape S;' here and call allocate_shape(&S, rank, ...)
shape [4]A, [n + 1]B;
// CHECK: lang15-shape-extent.cs:[[@LINE-1]]:{{[0-9]+}}: error: the extents of a file-scope shape must be constant
int m = n;
// CHECK: lang15-shape-extent.cs:[[@LINE-1]]:9: error: initializer element is not a compile-time constant
main()
{
    shape [n]L;      /* block scope: any int extents */
    return 0;
}
