/* Context stack: with / where / else / everywhere, nested, against masks
 * computed from global positions. The outer where's condition lives in the
 * cond buffer of its depth and must survive the nested where's evaluation. */
#include "unit.h"

static cs_shape_t S;

/* expect(g) gives the activity the current mask must show at global position g */
static void check_mask(int (*expect)(long)) {
  const unsigned char *m = cs_mask();
  CHECK(m != NULL);
  for (long i = 0; i < S->nlocal; i++) CHECK_EQ_LONG(m[i] != 0, expect(S->first + i));
}

static int even(long g) { return g % 2 == 0; }
static int even_div3(long g) { return g % 2 == 0 && g % 3 == 0; }
static int even_notdiv3(long g) { return g % 2 == 0 && g % 3 != 0; }
static int odd(long g) { return g % 2 != 0; }
static int odd_gt10(long g) { return g % 2 != 0 && g > 10; }

int main(int argc, char **argv) {
  cs_init(&argc, &argv);
  long d[] = {10, 3}, d2[] = {5};
  S = cs_shape_new("S", 2, d);
  cs_shape_t T = cs_shape_new("T", 1, d2);
  CHECK(cs_current() == NULL);

  cs_with_push(S, "t.cs", 1);
  CHECK(cs_current() == S && cs_mask() == NULL);

  unsigned char *c1 = cs_cond_buffer();
  for (long i = 0; i < S->nlocal; i++) c1[i] = (unsigned char)(even(S->first + i) ? 7 : 0);
  cs_where_push(c1);
  check_mask(even);
  {
    unsigned char *c2 = cs_cond_buffer();
    CHECK(c2 != c1 || S->nlocal == 0);
    for (long i = 0; i < S->nlocal; i++) c2[i] = (S->first + i) % 3 == 0;
    cs_where_push(c2);
    check_mask(even_div3);
    cs_everywhere_push();
    CHECK(cs_mask() == NULL && cs_current() == S);
    cs_with_push(T, "t.cs", 2);  /* switching shapes inside a where */
    CHECK(cs_current() == T && cs_mask() == NULL);
    cs_with_pop();
    cs_context_pop();
    check_mask(even_div3);
    cs_where_else(c2);
    check_mask(even_notdiv3);
    cs_context_pop();
  }
  check_mask(even);
  cs_where_else(c1);  /* c1 is intact although the nested where used a buffer */
  check_mask(odd);
  {
    unsigned char *c3 = cs_cond_buffer();
    for (long i = 0; i < S->nlocal; i++) c3[i] = S->first + i > 10;
    cs_where_push(c3);
    check_mask(odd_gt10);
    cs_context_pop();
  }
  cs_context_pop();
  CHECK(cs_mask() == NULL);
  cs_with_pop();
  CHECK(cs_current() == NULL);

  /* cs_where_push01 (generated code's 0/1 condition): with no enclosing mask
   * the condition buffer is the mask itself; its else goes to the depth's own
   * buffer (never allocated before at this depth: a fresh shape context), and
   * a nested push01 under it ANDs with the enclosing mask as cs_where_push */
  cs_with_push(T, "t.cs", 4);
  cs_with_push(S, "t.cs", 5);
  {
    unsigned char *c1 = cs_cond_buffer();
    for (long i = 0; i < S->nlocal; i++) c1[i] = (unsigned char)even(S->first + i);
    cs_where_push01(c1);
    CHECK(cs_mask() == c1 || S->nlocal == 0);
    check_mask(even);
    unsigned char *c2 = cs_cond_buffer();
    for (long i = 0; i < S->nlocal; i++) c2[i] = (S->first + i) % 3 == 0;
    cs_where_push01(c2);
    check_mask(even_div3);
    cs_where_else(c2);
    check_mask(even_notdiv3);
    cs_context_pop();
    check_mask(even);
    cs_where_else(c1);
    check_mask(odd);
    for (long i = 0; i < S->nlocal; i++) CHECK_EQ_LONG(c1[i], even(S->first + i)); /* else wrote no cond */
    cs_context_pop();
  }
  CHECK(cs_mask() == NULL);
  cs_with_pop();
  cs_with_pop();

  /* many pushes (stack growth) and a where in a loop */
  cs_with_push(S, "t.cs", 3);
  for (int k = 0; k < 100; k++) {
    unsigned char *c = cs_cond_buffer();
    for (long i = 0; i < S->nlocal; i++) c[i] = 1;
    cs_where_push(c);
  }
  for (long i = 0; i < S->nlocal; i++) CHECK(cs_mask()[i] == 1);
  for (int k = 0; k < 100; k++) cs_context_pop();
  cs_with_pop();
  unit_pass("context");
  cs_finalize();
  return 0;
}
