/* Included by lang-header.h: a macro continued over two lines. */
#define BIGGEST(x) \
    (>?= (x))
#define SMALLEST(x) (<?= (x))
