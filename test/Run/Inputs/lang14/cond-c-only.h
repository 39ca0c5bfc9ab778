/* A header for the plain C build only: not C* (`current` is a C* keyword). */
typedef struct { int start, end; } shape;
shape *current;
#define where if
#define everywhere
