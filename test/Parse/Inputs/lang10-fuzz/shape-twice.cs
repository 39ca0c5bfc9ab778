/* fuzz seed 100 #579: a shape declared twice: "redefinition of '__cs_shapedims_ring'" */
#define N 16
shape [N]ring;
shape [N]ring;
int main(void) { return 0; }
