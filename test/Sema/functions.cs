// C* function rules: elemental functions may not communicate or hold
// parallel data; parallel arguments need parallel parameters.
// RUN: not %cstar --emit=spmd %s 2>&1 | FileCheck %s
shape [8]S, [4]T;
int:S a;
int:T t;
int sum(int:S x) { return += x; }
int scalarf(int v) { return v + 1; }
elemental int e1(int v) {
    int:S local;
// CHECK: functions.cs:[[@LINE-1]]:11: error: parallel variable 'local' declared inside an elemental function
    return v + [0]a;
// CHECK: functions.cs:[[@LINE-1]]:16: error: left indexing inside an elemental function (communication is not allowed there)
}
elemental int e2(int v) {
    with (S) v += 1;
// CHECK: functions.cs:[[@LINE-1]]:5: error: 'with' inside an elemental function
    where (v) v = 2;
// CHECK: functions.cs:[[@LINE-1]]:5: error: 'where' inside an elemental function
    everywhere v = 3;
// CHECK: functions.cs:[[@LINE-1]]:5: error: 'everywhere' inside an elemental function
    a = v;
// CHECK: functions.cs:[[@LINE-1]]:5: error: parallel variable 'a' used inside an elemental function
    return v;
}
elemental int e3(int:S p) { return p; }
// CHECK: functions.cs:[[@LINE-1]]:24: error: parameter 'p' of elemental function 'e3' must be scalar
elemental int:S e4(int v) { return v; }
// CHECK: functions.cs:[[@LINE-1]]:17: error: elemental function 'e4' must return a scalar
elemental int e5(int v) { return sum(v); }
// CHECK: functions.cs:[[@LINE-1]]:34: error: call of parallel function 'sum' inside an elemental function
int ret(void) { with (S) return a; }
// CHECK: functions.cs:[[@LINE-1]]:33: error: returning a parallel value from 'ret', whose result is scalar
int main(void) {
    int s = 0;
    with (S) {
        a = scalarf(a);
// CHECK: functions.cs:[[@LINE-1]]:21: error: parallel argument passed to scalar parameter of 'scalarf'; declare 'scalarf' 'elemental' or make the parameter parallel
// CHECK: fix-it:"{{.*}}functions.cs":{8:1}:"elemental "
        with (T) s = sum(t);
// CHECK: functions.cs:[[@LINE-1]]:26: error: parallel argument of shape 'T' passed to parameter 'x' of shape 'S'
    }
    return s;
}
